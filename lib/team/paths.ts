/** The team workspace lives under one prefix: the proxy, the CSP and robots.txt key off it. */
export const teamRoot = "/team";

/** Whether a path is a workspace page, route or file. */
export const isTeamPath = (pathname: string) =>
  pathname === teamRoot || pathname.startsWith(`${teamRoot}/`);
