import { isSameOriginRequest, crossSiteRefusal } from "@/lib/security/same-origin";
import { sessionToken } from "./cookie";
import { teamHeaders } from "./headers";
import { teamSessions } from "./server";
import type { TeamMember } from "./sessions";

export { teamHeaders };

/** A JSON answer of the team's routes. */
export const teamJson = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...teamHeaders, ...headers } });

/**
 * The signed-in member a route handler acts for, or the answer that refuses it: 403 for a post
 * another site started, 401 without a live session. Checked before anything else is read.
 */
export async function memberOrRefusal(
  request: Request,
): Promise<{ member: TeamMember } | { refusal: Response }> {
  if (
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    !isSameOriginRequest(request.headers)
  )
    return { refusal: crossSiteRefusal() };
  const member = await teamSessions.member(sessionToken(request.headers));
  if (!member)
    return {
      refusal: new Response("Sign in to the team workspace first.", {
        status: 401,
        headers: { ...teamHeaders, "Content-Type": "text/plain; charset=utf-8" },
      }),
    };
  return { member };
}
