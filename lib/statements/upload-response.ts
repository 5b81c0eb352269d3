import type { StatementAnswer } from "./form-answers";
import { statementPaths } from "./paths";
import { retryCookieName, retryCookieSeconds } from "./retry-cookie";

// no-transform: the compressing server passes these through instead of keeping a compressed copy.
const noStore = { "Cache-Control": "private, no-store, no-transform" };

/** Whether the form's script sent this upload (it asks for JSON); a plain form post does not. */
export function wantsJson(headers: Headers): boolean {
  return (headers.get("accept") ?? "").includes("application/json");
}

/**
 * The HTTP answer to an upload. The form's script gets the state as JSON with the status. A plain
 * form post is answered with a page, through a redirect so a reload never posts again: the
 * confirmation, or the form with the visitor's answers kept (sealed into a short-lived cookie
 * that only the retry page reads). A restricted visitor gets a bare 451, as the gate gives posts.
 */
export function uploadResponse(
  answer: StatementAnswer,
  options: { json: boolean; sealed: () => string; secure: boolean },
): Response {
  // A stalled or oversized body is not read to its end: the connection closes with the answer.
  const headers = answer.close ? { ...noStore, Connection: "close" } : noStore;
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
  return new Response(null, {
    status: 303,
    headers: {
      ...headers,
      Location: success ? statementPaths.sent : statementPaths.retry,
      "Set-Cookie": cookie,
    },
  });
}
