import { createCipheriv, createDecipheriv, createHash } from "node:crypto";

// The standard security handler (ISO 32000-2 7.6.4), opened with the empty user password: the
// key a viewer derives when a file opens without asking for one. Ciphers and hashes are Node's
// (OpenSSL); RC4, which OpenSSL 3 no longer offers by default, is the few lines below.

const PADDING = Buffer.from(
  "28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a",
  "hex",
);

/** The encryption dictionary's entries the key derivation reads. */
export type StandardSecurity = {
  revision: number;
  keyBytes: number;
  owner: Buffer;
  user: Buffer;
  permissions: number;
  id: Buffer;
  encryptMetadata: boolean;
  userKey?: Buffer;
};

const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();

/** RC4: the same call encrypts and decrypts (test files are encrypted with it too). */
export function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

/** The file key when the empty user password opens the file, else undefined (it needs one). */
export function emptyPasswordKey(security: StandardSecurity): Buffer | undefined {
  return security.revision >= 5 ? aes256Key(security) : rc4EraKey(security);
}

// Algorithms 2 and 4/5 (revisions 2 to 4): MD5 of the padded password and the file's values.
function rc4EraKey({
  revision,
  keyBytes,
  owner,
  user,
  permissions,
  id,
  encryptMetadata,
}: StandardSecurity) {
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const metadata =
    revision >= 4 && !encryptMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0);
  let key = md5(PADDING, owner.subarray(0, 32), p, id, metadata).subarray(0, keyBytes);
  if (revision >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, keyBytes);
  let check: Buffer;
  if (revision === 2) check = rc4(key, PADDING);
  else {
    check = rc4(key, md5(PADDING, id));
    for (let round = 1; round <= 19; round++)
      check = rc4(key.map((byte) => byte ^ round) as Buffer, check);
  }
  const length = revision === 2 ? 32 : 16;
  return user.length >= length && check.subarray(0, length).equals(user.subarray(0, length))
    ? key
    : undefined;
}

// Revisions 5 and 6 (AES-256): the hash of the empty password with the validation salt must be
// the first 32 bytes of /U; the key salt's hash then unwraps /UE.
function aes256Key({ revision, user, userKey }: StandardSecurity): Buffer | undefined {
  if (user.length < 48 || !userKey || userKey.length < 32) return undefined;
  const hash = (salt: Buffer) => (revision === 5 ? sha("sha256", salt) : hardenedHash(salt));
  if (!hash(user.subarray(32, 40)).equals(user.subarray(0, 32))) return undefined;
  const wrap = createDecipheriv("aes-256-cbc", hash(user.subarray(40, 48)), Buffer.alloc(16));
  wrap.setAutoPadding(false);
  return Buffer.concat([wrap.update(userKey.subarray(0, 32)), wrap.final()]);
}

const sha = (name: string, ...parts: Buffer[]) =>
  createHash(name).update(Buffer.concat(parts)).digest();

// Algorithm 2.B with the empty password and no /U data (a user password check).
function hardenedHash(salt: Buffer): Buffer {
  let k = sha("sha256", salt);
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = sha(["sha256", "sha384", "sha512"][sum % 3]!, e);
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32);
  }
}

/** Decrypts one stream's data: RC4 or AES (an IV, then CBC with padding) under `objectKey`. */
export function decryptData(data: Buffer, key: Buffer, aes: boolean): Buffer {
  if (!aes) return rc4(key, data);
  if (data.length < 32 || data.length % 16) return Buffer.alloc(0);
  const decipher = createDecipheriv(
    key.length === 32 ? "aes-256-cbc" : "aes-128-cbc",
    key,
    data.subarray(0, 16),
  );
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
}

/** Algorithm 1: each object's own key (revisions 2 to 4); AES-256 uses the file key as it is. */
export function objectKey(fileKey: Buffer, num: number, gen: number, aes: boolean): Buffer {
  if (fileKey.length === 32) return fileKey;
  const salt = aes ? Buffer.from("sAlT") : Buffer.alloc(0);
  const ref = Buffer.from([num, num >> 8, num >> 16, gen, gen >> 8]);
  return md5(fileKey, ref, salt).subarray(0, Math.min(fileKey.length + 5, 16));
}
