import { z } from "zod";
import { statementPaths } from "./paths";
import { openValue, sealValue } from "./sealed";

/**
 * The cookie that lets the sender of a statement, and no one else, see what was read from it on
 * the page they land on (/statement-review/sent): the idempotency key of the lead their post
 * stored, sealed (AES-256-GCM) so it can be neither read nor forged, sent to that page only.
 */
export const sentCookieName = "statement_sent";
/** Long enough to read the page and reload it; a shared computer forgets it soon after. */
export const sentCookieSeconds = 30 * 60;

/** The sealed cookie value for the lead stored with this idempotency key. */
export const sealSentLead = (idempotencyKey: string, key: Buffer, now = Date.now()): string =>
  sealValue({ lead: idempotencyKey }, now + sentCookieSeconds * 1000, key);

const sealedLead = z.object({ lead: z.uuid() });

/** The idempotency key of the sender's lead, or null when the cookie is missing, forged or old. */
export function openSentLead(value: string | undefined, key: Buffer, now = Date.now()) {
  const parsed = sealedLead.safeParse(openValue(value, key, now));
  return parsed.success ? parsed.data.lead : null;
}

/** The Set-Cookie value: HttpOnly, sent only to the sent page, and only from this site. */
export function sentCookie(value: string, secure: boolean): string {
  return [
    `${sentCookieName}=${value}`,
    `Path=${statementPaths.sent}`,
    `Max-Age=${sentCookieSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
