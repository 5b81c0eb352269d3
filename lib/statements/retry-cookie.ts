import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { StatementFormState } from "./types";

/** The cookie that carries a refused no-JavaScript post's answers to the retry page. */
export const retryCookieName = "statement_retry";
/** How long the answers wait for the retry page: long enough to read the message, no longer. */
export const retryCookieSeconds = 15 * 60;
/** Browsers keep about 4 KB a cookie; past this the note is left out rather than the cookie. */
const maxCookieBytes = 3800;

/**
 * Seals what the form shows after a refused post (the visitor's own answers and the messages)
 * with AES-256-GCM, so the cookie can be neither read on the way nor forged by another site.
 */
export function sealRetryState(state: StatementFormState, key: Buffer, now = Date.now()): string {
  const sealed = seal({ exp: now + retryCookieSeconds * 1000, state }, key);
  if (sealed.length <= maxCookieBytes) return sealed;
  const values = { ...state.values };
  delete values.note;
  const errors = {
    ...state.errors,
    note: "Your note was too long to keep here: please write it again.",
  };
  return seal({ exp: now + retryCookieSeconds * 1000, state: { ...state, values, errors } }, key);
}

/** The sealed answers, or null when the cookie is missing, forged, broken or too old. */
export function openRetryState(
  value: string | undefined,
  key: Buffer,
  now = Date.now(),
): StatementFormState | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const { exp, state } = JSON.parse(inflateRawSync(plain).toString("utf8")) as {
      exp: number;
      state: StatementFormState;
    };
    return typeof exp === "number" && exp > now ? state : null;
  } catch {
    return null;
  }
}

function seal(content: object, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([
    cipher.update(deflateRawSync(JSON.stringify(content))),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}
