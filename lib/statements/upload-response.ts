import type { StatementAnswer } from "./form-answers";
import { statementPaths } from "./paths";
import { retryCookieName, retryCookieSeconds } from "./retry-cookie";
import { sentCookie } from "./sent-cookie";

// no-transform: the compressing server passes these through instead of keeping a compressed copy.
const noStore = { "Cache-Control": "private, no-store, no-transform" };

/** Whether the form's script sent this upload (it asks for JSON); a plain form post does not. */
export function wantsJson(headers: Headers): boolean {
  return (headers.get("accept") ?? "").includes("application/json");
}

export type UploadResponseOptions = {
  json: boolean;
  /** The refused post's answers, sealed for the retry page. */
  sealed: () => string;
  /** The stored lead's idempotency key, sealed for the sent page. */
  sealedSent: (idempotencyKey: string) => string;
  secure: boolean;
};

/**
 * The HTTP answer to an upload. The form's script gets the state as JSON with the status. A plain
 * form post is answered with a page, through a redirect so a reload never posts again: the
 * confirmation, or the form with the visitor's answers kept (sealed into a short-lived cookie
 * that only the retry page reads). A post that stored its lead gets, either way, the cookie that
 * shows its sender the figures read from the files on the confirmation page. A restricted
 * visitor gets a bare 451, as the gate gives posts.
 */
export function uploadResponse(answer: StatementAnswer, options: UploadResponseOptions): Response {
  // A stalled or oversized body is not read to its end: the connection closes with the answer.
  const headers = new Headers(answer.close ? { ...noStore, Connection: "close" } : noStore);
  if (answer.stored)
    headers.append("Set-Cookie", sentCookie(options.sealedSent(answer.stored), options.secure));
  if (options.json) return Response.json(answer.state, { status: answer.status, headers });
  if (answer.status === 451) return new Response(null, { status: 451, headers });
  const success = answer.state.status === "success";
  const cookie = [
    `${retryCookieName}=${success ? "" : options.sealed()}`,
    `Path=${statementPaths.page}`,
    `Max-Age=${success ? 0 : retryCookieSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
  headers.append("Set-Cookie", cookie);
  headers.set("Location", success ? statementPaths.sent : statementPaths.retry);
  return new Response(null, { status: 303, headers });
}
