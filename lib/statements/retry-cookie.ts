import { openValue, sealValue } from "./sealed";
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
  const expiresAt = now + retryCookieSeconds * 1000;
  const sealed = sealValue(state, expiresAt, key);
  if (sealed.length <= maxCookieBytes) return sealed;
  const values = { ...state.values };
  delete values.note;
  const errors = {
    ...state.errors,
    note: "Your note was too long to keep here: please write it again.",
  };
  return sealValue({ ...state, values, errors }, expiresAt, key);
}

/** The sealed answers, or null when the cookie is missing, forged, broken or too old. */
export function openRetryState(
  value: string | undefined,
  key: Buffer,
  now = Date.now(),
): StatementFormState | null {
  return openValue(value, key, now) as StatementFormState | null;
}
