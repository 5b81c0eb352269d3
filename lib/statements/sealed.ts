import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * Seals a value for a cookie with AES-256-GCM, with the moment it expires, so the cookie can be
 * neither read on the way nor forged or altered by anyone without the key.
 */
export function sealValue(value: unknown, expiresAt: number, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([
    cipher.update(deflateRawSync(JSON.stringify({ exp: expiresAt, value }))),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed value, or null when the cookie is missing, forged, broken or expired. */
export function openValue(sealed: string | undefined, key: Buffer, now = Date.now()): unknown {
  if (!sealed) return null;
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const { exp, value } = JSON.parse(inflateRawSync(plain).toString("utf8")) as {
      exp: unknown;
      value: unknown;
    };
    return typeof exp === "number" && exp > now ? value : null;
  } catch {
    return null;
  }
}
