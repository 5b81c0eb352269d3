import { hkdfSync } from "node:crypto";

/** What a key derived from the statements key is for; each purpose gets its own key. */
export type KeyPurpose = "download-links" | "retry-cookie" | "sent-cookie";

/**
 * A 32-byte key for one purpose, derived from the statements key with HKDF-SHA-256, so one
 * secret (STATEMENTS_KEY, shared by every instance) signs links and seals cookies without any
 * two uses sharing a key.
 */
export function derivedKey(master: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), `lake-country:${purpose}`, 32));
}
