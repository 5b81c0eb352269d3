import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import { Lexer } from "./lexer";
import type { PdfScan } from "./scan";
import { decryptData, emptyPasswordKey, objectKey } from "./standard-security";
import { stringBytes } from "./strings";
import { entry, hasName, readValue, sameValue, type PdfValue } from "./values";

/** Decrypts one stream's data, given the number and generation of the object that holds it. */
export type DecryptStream = (num: number, gen: number, data: Buffer) => Buffer;

/**
 * How to read an encrypted file's streams when it opens without a password (a file locked with
 * an owner password only, as bank portals issue): undefined when it needs a password, or uses a
 * security handler other than the standard one. Names and dictionaries are never encrypted, so
 * only the streams need this to be read as a viewer reads them. Every trailer must name the
 * same encryption dictionary, and every definition of it agree.
 */
export function openWithoutPassword(scan: PdfScan, source: Buffer): DecryptStream | undefined {
  const { encrypt, id } = scan.trailerEncryption.at(-1) ?? {};
  const same = (a: PdfValue | undefined, b: PdfValue | undefined) =>
    sameValue(a, b, (x, y) => stringBytes(source, x).equals(stringBytes(source, y)));
  // Every reading must decrypt alike: each trailer names one dictionary, defined once.
  if (scan.trailerEncryption.some((trailer) => !same(trailer.encrypt, encrypt))) {
    throw new PdfSyntaxError("trailers that encrypt differently");
  }
  const dict = theDefinition(scan, encrypt, same);
  if (dict?.type !== "dict" || !hasName(dict, "Filter", "Standard")) return undefined;
  const number = (key: string) => {
    const value = theDefinition(scan, entry(dict, key), same);
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
  return (num, gen, data) => {
    try {
      return decryptData(data, objectKey(key, num, gen, aes), aes);
    } catch {
      throw new PdfSyntaxError(`object ${num} does not decrypt`);
    }
  };
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

// The value of a reference whose definitions all agree (refused when they do not).
function theDefinition(
  scan: PdfScan,
  value: PdfValue | undefined,
  same: (a: PdfValue | undefined, b: PdfValue | undefined) => boolean,
): PdfValue | undefined {
  if (value?.type !== "ref") return value;
  const [first, ...others] = scan
    .definitions(value.num)
    .map((at) => readValue(new Lexer(at.source, at.offset)));
  if (others.some((other) => !same(first, other))) {
    throw new PdfSyntaxError("an encryption dictionary defined two ways");
  }
  return first;
}
