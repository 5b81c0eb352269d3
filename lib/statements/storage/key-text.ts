// The statements keys as written in settings: no file access, so lib/env.ts (and the proxy) can
// validate them without bundling the key file code.

const hexKey = /^[0-9a-fA-F]{64}$/;
const base64Key = /^(?:[A-Za-z0-9+/]{43}=?|[A-Za-z0-9_-]{43}=?)$/;

/** The 32-byte key written as 64 hex characters or base64 (standard or URL-safe); else null. */
export function parseStatementsKey(text: string): Buffer | null {
  const value = text.trim();
  if (hexKey.test(value)) return Buffer.from(value, "hex");
  if (base64Key.test(value)) {
    const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

/** STATEMENTS_PREVIOUS_KEYS: keys separated by commas (spaces around them allowed); else null. */
export function parsePreviousKeys(text: string | undefined): Buffer[] | null {
  if (!text?.trim()) return [];
  const keys = text.split(",").map(parseStatementsKey);
  return keys.every((key) => key !== null) ? (keys as Buffer[]) : null;
}
