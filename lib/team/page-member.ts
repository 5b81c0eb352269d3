import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionCookieName } from "./cookie";
import { teamSessions } from "./server";
import type { TeamMember } from "./sessions";

/** Where sign-in may send a member back to: a workspace page of this site, nothing else. */
export const safeNext = (next: unknown) =>
  typeof next === "string" && /^\/team(?:[/?][^\\]*)?$/.test(next) && !next.startsWith("//")
    ? next
    : "/team";

/** The signed-in member of a workspace page; anyone else is sent to sign in first. */
export async function pageMember(here: string): Promise<TeamMember> {
  const member = await currentMember();
  if (!member) redirect(`/team/sign-in?next=${encodeURIComponent(safeNext(here))}`);
  return member;
}

/** The member of the request's session, if any, for pages anyone may open (sign-in). */
export async function currentMember(): Promise<TeamMember | null> {
  return teamSessions.member((await cookies()).get(sessionCookieName)?.value);
}
