// The PDF standard security handler, revision 3 (RC4, 128-bit key; ISO 32000-1 7.6.3), written
// for the tests because pdf-lib cannot encrypt. Checked against qpdf when it was written.
import { createHash, randomBytes } from "node:crypto";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from "pdf-lib";
import { rc4 } from "../pdf/standard-security";

const PADDING = Buffer.from(
  "28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a",
  "hex",
);
const KEY_BYTES = 16;
const PERMISSIONS = -4;

const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, "latin1"), PADDING]).subarray(0, 32);

// Revision 3 runs RC4 twenty times, with the key XORed with the round number.
function rc4Rounds(key: Buffer, data: Buffer): Buffer {
  let out = data;
  for (let round = 0; round < 20; round++)
    out = rc4(key.map((byte) => byte ^ round) as Buffer, out);
  return out;
}

function md5Fifty(hash: Buffer): Buffer {
  for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, KEY_BYTES));
  return hash.subarray(0, KEY_BYTES);
}

/**
 * `pdf` encrypted as Acrobat does for "require a password to open" (`userPassword`), or for
 * permissions only when `userPassword` is empty: every string and stream in every object.
 */
export async function encryptPdf(
  pdf: Buffer,
  { userPassword, ownerPassword }: { userPassword: string; ownerPassword: string },
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const id = randomBytes(16);
  const owner = rc4Rounds(md5Fifty(md5(padded(ownerPassword))), padded(userPassword));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(PERMISSIONS);
  const key = md5Fifty(md5(padded(userPassword), owner, permissions, id));
  const user = Buffer.concat([rc4Rounds(key, md5(PADDING, id)), Buffer.alloc(16)]);

  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const objectKey = md5(
      key,
      Buffer.from([ref.objectNumber, ref.objectNumber >> 8, ref.objectNumber >> 16]),
      Buffer.from([ref.generationNumber, ref.generationNumber >> 8]),
    ).subarray(0, Math.min(KEY_BYTES + 5, 16));
    const encrypt = (data: Buffer) => rc4(objectKey, data);
    if (object instanceof PDFRawStream) {
      const encrypted = PDFRawStream.of(object.dict, encrypt(Buffer.from(object.contents)));
      doc.context.assign(ref, encrypted);
      encryptStrings(object.dict, encrypt);
    } else {
      encryptStrings(object, encrypt);
    }
  }
  const hex = (bytes: Buffer) => PDFHexString.of(bytes.toString("hex"));
  doc.context.trailerInfo.Encrypt = doc.context.register(
    doc.context.obj({
      Filter: "Standard",
      V: 2,
      R: 3,
      Length: 128,
      O: hex(owner),
      U: hex(user),
      P: PDFNumber.of(PERMISSIONS),
    }),
  );
  doc.context.trailerInfo.ID = doc.context.obj([hex(id), hex(id)]);
  return Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
}

// Replaces every string inside a dictionary or array, however deep, by its encryption.
function encryptStrings(object: PDFObject, encrypt: (data: Buffer) => Buffer): void {
  const swap = (value: PDFObject) =>
    value instanceof PDFString || value instanceof PDFHexString
      ? PDFHexString.of(encrypt(Buffer.from(value.asBytes())).toString("hex"))
      : (encryptStrings(value, encrypt), value);
  if (object instanceof PDFDict) {
    for (const [name, value] of object.entries()) object.set(name as PDFName, swap(value));
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) object.set(i, swap(object.get(i)));
  }
}
