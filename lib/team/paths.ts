/** The team workspace lives under one prefix: the proxy, the CSP and robots.txt key off it. */
export const teamRoot = "/team";

/** Whether a path is a workspace page, route or file. */
export const isTeamPath = (pathname: string) =>
  pathname === teamRoot || pathname.startsWith(`${teamRoot}/`);

/** A statement file for a member: its route sets every header itself (sandbox CSP, no-transform). */
export const isTeamFilePath = (pathname: string) => pathname.startsWith(`${teamRoot}/files/`);
