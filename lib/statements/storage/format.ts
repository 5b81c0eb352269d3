import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/*
 * How a stored statement is sealed (version 1), so that it can be encrypted and checked as a
 * stream: a segmented AES-256-GCM format in the style of the "STREAM" construction (Hoang et al.,
 * 2015) that Tink's streaming AEAD also uses.
 *
 *   header   = magic "LCST" (4) · version 0x01 (1) · key id (8) · salt (16) · nonce prefix (7)
 *   segments = one or more of: ciphertext (≤ 65 536 bytes) · GCM tag (16)
 *
 * - key id: the first 8 bytes of HMAC-SHA-256(master key, "lcms statements key id v1"), so a
 *   blob is opened with the key of that id (STATEMENTS_KEY, or one in STATEMENTS_PREVIOUS_KEYS
 *   after a rotation), and one sealed under any other key is refused by name before decrypting.
 * - Every file has its own AES key, HKDF-SHA-256(master key, salt, "lcms statements v1"), from a
 *   random salt, so nonces never repeat across files whatever their number.
 * - Segment i's nonce = nonce prefix (7) · i as a big-endian uint32 (4) · last flag (1: 0x01 on
 *   the final segment, else 0x00); the header is the additional data of every segment. Reordered or
 *   swapped segments fail their tag; a blob cut at a segment boundary fails because its final
 *   segment was not sealed as last; appended bytes fail because the real last segment is then read
 *   as a middle one; a changed header fails every tag.
 * - All segments but the last hold exactly 65 536 plaintext bytes; the last holds 0–65 536, so an
 *   empty file is one empty sealed segment (header + 16 bytes).
 * Decryption releases a segment only after its tag verifies; a reader must treat a stream error as
 * the whole file being bad, since the segments before it were released already.
 */

export const magic = Buffer.from("LCST", "latin1");
export const formatVersion = 1;
export const segmentSize = 64 * 1024;
export const tagLength = 16;
export const sealedSegmentSize = segmentSize + tagLength;
const keyIdLength = 8;
const saltLength = 16;
const prefixLength = 7;
export const headerLength = magic.length + 1 + keyIdLength + saltLength + prefixLength;
const maxSegments = 2 ** 32;

export type IntegrityProblem = "wrong-key" | "unsupported" | "tampered" | "truncated";

/** A stored statement that cannot be trusted: never use any of the bytes it gave. */
export class StatementIntegrityError extends Error {
  constructor(
    readonly problem: IntegrityProblem,
    message: string,
  ) {
    super(message);
    this.name = "StatementIntegrityError";
  }
}

/** The 8-byte identifier of a master key, written into every header (safe to log). */
export function keyId(masterKey: Buffer): Buffer {
  return createHmac("sha256", masterKey)
    .update("lcms statements key id v1")
    .digest()
    .subarray(0, keyIdLength);
}

/** What one file's segments are sealed with: its header and its own AES key. */
export type FileSeal = { header: Buffer; fileKey: Buffer; prefix: Buffer };

/** A fresh header (random salt and nonce prefix) and the file key it implies. */
export function newFileSeal(masterKey: Buffer): FileSeal {
  const header = Buffer.concat([
    magic,
    Buffer.from([formatVersion]),
    keyId(masterKey),
    randomBytes(saltLength + prefixLength),
  ]);
  return sealFromHeader(masterKey, header);
}

/**
 * Checks a stored header against the master keys (STATEMENTS_KEY first, then any listed in
 * STATEMENTS_PREVIOUS_KEYS) and opens it with the one whose id it carries; refuses another
 * format, version or key, naming the file's key id and the ids it was checked against.
 */
export function readFileSeal(masterKeys: Buffer | readonly Buffer[], header: Buffer): FileSeal {
  if (header.length !== headerLength || !header.subarray(0, magic.length).equals(magic)) {
    throw new StatementIntegrityError("unsupported", "This is not a sealed statement file.");
  }
  if (header[magic.length] !== formatVersion) {
    throw new StatementIntegrityError(
      "unsupported",
      `Sealed statement format version ${header[magic.length]} is not supported.`,
    );
  }
  const keys = Buffer.isBuffer(masterKeys) ? [masterKeys] : masterKeys;
  const stored = header.subarray(magic.length + 1, magic.length + 1 + keyIdLength);
  const ids = keys.map((key) => keyId(key));
  const match = keys.find((_, i) => timingSafeEqual(stored, ids[i]!));
  if (!match) {
    const [current, ...previous] = ids.map((id) => id.toString("hex"));
    const also = previous.length ? ` (STATEMENTS_PREVIOUS_KEYS: ${previous.join(", ")})` : "";
    throw new StatementIntegrityError(
      "wrong-key",
      `This statement was sealed with key id ${stored.toString("hex")}, but STATEMENTS_KEY has ` +
        `key id ${current}${also}: list the key it was sealed with in STATEMENTS_PREVIOUS_KEYS.`,
    );
  }
  return sealFromHeader(match, header);
}

function sealFromHeader(masterKey: Buffer, header: Buffer): FileSeal {
  const saltStart = magic.length + 1 + keyIdLength;
  const salt = header.subarray(saltStart, saltStart + saltLength);
  const info = Buffer.from("lcms statements v1");
  const fileKey = Buffer.from(hkdfSync("sha256", masterKey, salt, info, 32));
  return { header, fileKey, prefix: header.subarray(saltStart + saltLength) };
}

function nonce(seal: FileSeal, index: number, last: boolean): Buffer {
  if (index >= maxSegments) throw new RangeError("A sealed statement has at most 2^32 segments.");
  const value = Buffer.alloc(12);
  seal.prefix.copy(value, 0);
  value.writeUInt32BE(index, prefixLength);
  value[11] = last ? 1 : 0;
  return value;
}

/** Seals segment `index` (at most segmentSize bytes, in pieces): its ciphertext pieces and tag. */
export function sealSegment(seal: FileSeal, index: number, last: boolean, plain: Buffer[]) {
  const cipher = createCipheriv("aes-256-gcm", seal.fileKey, nonce(seal, index, last));
  cipher.setAAD(seal.header);
  const sealed = plain.map((piece) => cipher.update(piece));
  cipher.final(); // GCM gives nothing more here
  sealed.push(cipher.getAuthTag());
  return sealed;
}

/** Opens sealed segment `index` (its ciphertext pieces and tag), or throws when it was altered. */
export function openSegment(
  seal: FileSeal,
  index: number,
  last: boolean,
  sealed: Buffer[],
  tag: Buffer,
): Buffer[] {
  const decipher = createDecipheriv("aes-256-gcm", seal.fileKey, nonce(seal, index, last));
  decipher.setAAD(seal.header);
  const plain = sealed.map((piece) => decipher.update(piece));
  decipher.setAuthTag(tag);
  try {
    decipher.final(); // throws unless the tag matches; only then is `plain` released
    return plain;
  } catch {
    throw new StatementIntegrityError(
      last ? "truncated" : "tampered",
      last
        ? `The sealed statement is cut short or altered at segment ${index}.`
        : `The sealed statement is altered at segment ${index}.`,
    );
  }
}
