import { z } from "zod";
import { serverEnv } from "@/lib/env";
import { readJson } from "@/lib/security/read-body";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import { teamHeaders, teamJson } from "./access";
import { clearedSessionCookie, secureCookie, sessionCookie, sessionToken } from "./cookie";
import { relyingParty } from "./relying-party";
import { requestHost } from "./request-host";
import { passkeys, takeSignInAttempt, teamSessions } from "./server";

/** The steps of enrolment and sign-in, posted to /team/auth/<step>. */
export const authSteps = [
  "enrol-options",
  "enrol",
  "sign-in-options",
  "sign-in",
  "sign-out",
  "session",
] as const;
export type AuthStep = (typeof authSteps)[number];

const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const webauthnResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  type: z.literal("public-key"),
});
const bodies = {
  "enrol-options": z.object({ token }),
  enrol: z.object({ token, response: webauthnResponse }),
  "sign-in-options": z.object({}),
  "sign-in": z.object({ response: webauthnResponse }),
};
const expired = "This enrolment link has expired or was used already. Ask for a new one.";
const notUnderstood = () => teamJson({ error: "That request was not understood." }, 400);
/** A passkey's answer is a few kilobytes; the body is counted as it arrives. */
const maxBody = 64 * 1024;

/**
 * One step; every one is same-origin only, and all but sign-out and the session check are
 * rate-limited per address. The session check lets the sign-in page move on when the browser
 * holds a live session it withheld from a navigation that began on another site (SameSite=Strict:
 * a workspace link opened from an email), since the page's own request carries it. A request
 * whose host does not parse (a broken X-Forwarded-Host) is refused (400) before anything else.
 */
export async function handleAuthStep(step: AuthStep, request: Request): Promise<Response> {
  const { headers } = request;
  if (!isSameOriginRequest(headers)) return crossSiteRefusal();
  if (!requestHost(headers)) return notUnderstood();
  const secure = secureCookie(headers);
  if (step === "session")
    return teamJson({ signedIn: (await teamSessions.member(sessionToken(headers))) !== null });
  if (step === "sign-out") {
    await teamSessions.end(sessionToken(headers));
    return new Response(null, {
      status: 303,
      headers: {
        ...teamHeaders,
        Location: "/team/sign-in",
        "Set-Cookie": clearedSessionCookie(secure),
      },
    });
  }
  if (!takeSignInAttempt(headers))
    return teamJson({ error: "Too many attempts. Wait a minute and try again." }, 429, {
      "Retry-After": "60",
    });
  const rp = relyingParty(headers, serverEnv().SITE_URL);
  if (!rp) return teamJson({ error: "Passkeys work only at this site's own address." }, 400);
  const read = await readJson(request, maxBody);
  if (!read.ok) return teamJson({ error: "That request is too large." }, 413);
  const parsed = bodies[step].safeParse(read.value);
  if (!parsed.success) return notUnderstood();
  const body = parsed.data as { token?: string; response?: never };

  const signIn = async (memberId: string | null, refusal: string, status: number) => {
    if (!memberId) return teamJson({ error: refusal }, status);
    const session = await teamSessions.start(memberId, sessionToken(headers));
    return teamJson({ ok: true }, 200, { "Set-Cookie": sessionCookie(session, secure) });
  };
  switch (step) {
    case "enrol-options": {
      const options = await passkeys.enrolOptions(body.token!, rp);
      return options ? teamJson(options) : teamJson({ error: expired }, 410);
    }
    case "enrol":
      return signIn(await passkeys.enrolVerify(body.token!, body.response!, rp), expired, 410);
    case "sign-in-options":
      return teamJson(await passkeys.signInOptions(rp));
    case "sign-in":
      return signIn(
        await passkeys.signInVerify(body.response!, rp),
        "That passkey is not one of the team's, or the sign-in took too long. Try again.",
        401,
      );
  }
}
