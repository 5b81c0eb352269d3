import { createHmac, timingSafeEqual } from "node:crypto";
import { statementLimits } from "./limits";
import { statementPaths } from "./paths";

const dayMs = 86_400_000;

/** The parts of a signed download link: the file, when it stops working, and the signature. */
export type LinkParams = { f: string; e: string; s: string };

const signature = (key: Buffer, fileId: string, expires: number) =>
  createHmac("sha256", key)
    .update(`statement-download:v1:${fileId}:${expires}`)
    .digest("base64url");

/**
 * The team's download link to one stored statement: `/statement-review/download?f=<file id>
 * &e=<unix seconds>&s=<HMAC-SHA-256>`, valid for `statementLimits.downloadLinkDays` from `now`.
 */
export function signDownloadLink(
  origin: string,
  fileId: string,
  key: Buffer,
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const expires = Math.floor((now + statementLimits.downloadLinkDays * dayMs) / 1000);
  const query = new URLSearchParams({
    f: fileId,
    e: String(expires),
    s: signature(key, fileId, expires),
  });
  return {
    url: `${origin}${statementPaths.download}?${query}`,
    expiresAt: new Date(expires * 1000),
  };
}

/**
 * Checks a link's signature first (constant time), then its expiry. `key` may be several: the
 * current link key first, then those derived from previous statements keys, so links sent before
 * a key rotation keep working until they expire.
 */
export function verifyDownloadLink(
  params: URLSearchParams,
  key: Buffer | Buffer[],
  now = Date.now(),
): { ok: true; fileId: string } | { ok: false; reason: "invalid" | "expired" } {
  const fileId = params.get("f") ?? "";
  const expiresText = params.get("e") ?? "";
  const given = Buffer.from(params.get("s") ?? "", "base64url");
  if (!/^[0-9a-f-]{36}$/.test(fileId) || !/^\d{1,12}$/.test(expiresText)) {
    return { ok: false, reason: "invalid" };
  }
  const signedBy = (one: Buffer) => {
    const expected = Buffer.from(signature(one, fileId, Number(expiresText)), "base64url");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(Array.isArray(key) ? key : [key]).some(signedBy)) return { ok: false, reason: "invalid" };
  if (Number(expiresText) * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, fileId };
}
