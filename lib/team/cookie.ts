import { requestHost } from "./request-host";
import { sessionMaxSeconds } from "./sessions";

/** The session cookie: only the team's paths, never sent with a request another site starts. */
export const sessionCookieName = "team_session";

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the cookie gets `Secure`: always, but for plain http to this machine (the tests and
 * `npm start` on a laptop), where a browser would otherwise drop it. The scheme is the proxy's
 * (X-Forwarded-Proto) when there is one, as the upload's retry cookie reads it.
 */
export function secureCookie(headers: Headers): boolean {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto === "https") return true;
  return !loopback.has(requestHost(headers)?.hostname ?? "");
}

const attributes = (secure: boolean) =>
  ["Path=/team", "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])].join("; ");

/** Set-Cookie for a new session. */
export const sessionCookie = (token: string, secure: boolean) =>
  `${sessionCookieName}=${token}; Max-Age=${sessionMaxSeconds}; ${attributes(secure)}`;

/** Set-Cookie that removes the session cookie. */
export const clearedSessionCookie = (secure: boolean) =>
  `${sessionCookieName}=; Max-Age=0; ${attributes(secure)}`;

/** The session token a request carries, if any. */
export function sessionToken(headers: Headers): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === sessionCookieName) return value.join("=") || undefined;
  }
  return undefined;
}
