import { PdfTooComplexError } from "./errors";
import { Lexer } from "./lexer";
import type { PdfScan } from "./scan";
import { decryptData, emptyPasswordKey, objectKey } from "./standard-security";
import { stringBytes } from "./strings";
import { entry, hasName, readValue, type PdfValue } from "./values";

/** Decrypts one stream's data, given the number and generation of the object that holds it. */
export type DecryptStream = (num: number, gen: number, data: Buffer) => Buffer;

/**
 * How to read an encrypted file's streams when it opens without a password (a file locked with
 * an owner password only, as bank portals issue): undefined when it needs a password, or uses a
 * security handler other than the standard one. Names and dictionaries are never encrypted, so
 * only the object streams need this to be read as a viewer reads them.
 */
export function openWithoutPassword(scan: PdfScan, source: Buffer): DecryptStream | undefined {
  const { encrypt, id } = scan.trailerEncryption ?? {};
  const dict = resolveTopLevel(scan, encrypt);
  if (dict?.type !== "dict" || !hasName(dict, "Filter", "Standard")) return undefined;
  const number = (key: string) => {
    const value = resolveTopLevel(scan, entry(dict, key));
    return value?.type === "number" ? value.value : undefined;
  };
  const bytes = (value: PdfValue | undefined) =>
    value?.type === "string" ? stringBytes(source, value.start) : undefined;
  const version = number("V") ?? 0;
  const revision = number("R") ?? 0;
  const owner = bytes(entry(dict, "O"));
  const user = bytes(entry(dict, "U"));
  const firstId = id?.type === "array" ? bytes(id.items[0]) : undefined;
  if (![1, 2, 4, 5].includes(version) || revision < 2 || revision > 6 || !owner || !user) {
    return undefined;
  }
  const method = streamMethod(dict, version);
  if (method === undefined) throw new PdfTooComplexError("a crypt filter we do not read");
  const key = emptyPasswordKey({
    revision,
    keyBytes: version === 1 ? 5 : Math.min(16, Math.max(5, (number("Length") ?? 40) / 8)),
    owner,
    user,
    permissions: number("P") ?? 0,
    id: firstId ?? Buffer.alloc(0),
    encryptMetadata: !isFalse(dict),
    userKey: bytes(entry(dict, "UE")),
  });
  if (!key) return undefined;
  if (method === "none") return (_num, _gen, data) => data;
  const aes = method === "aes";
  return (num, gen, data) => decryptData(data, objectKey(key, num, gen, aes), aes);
}

const isFalse = (dict: PdfValue) => {
  const value = entry(dict, "EncryptMetadata");
  return value?.type === "keyword" && value.value === "false";
};

// V1-2 are RC4 throughout; V4-5 name a crypt filter for streams (/StmF) in /CF.
function streamMethod(dict: PdfValue, version: number): "rc4" | "aes" | "none" | undefined {
  if (version < 4) return "rc4";
  const name = entry(dict, "StmF");
  if (name === undefined || (name.type === "name" && name.value === "Identity")) return "none";
  if (name.type !== "name") return undefined;
  const filter = entry(entry(dict, "CF"), name.value);
  const cfm = entry(filter, "CFM");
  if (cfm?.type !== "name") return undefined;
  if (cfm.value === "V2") return "rc4";
  if (cfm.value === "AESV2" || cfm.value === "AESV3") return "aes";
  if (cfm.value === "None") return "none";
  return undefined;
}

function resolveTopLevel(scan: PdfScan, value: PdfValue | undefined): PdfValue | undefined {
  if (value?.type !== "ref") return value;
  const location = scan.objects.get(value.num);
  return location && readValue(new Lexer(location.source, location.offset));
}
