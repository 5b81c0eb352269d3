import { z } from "zod";
import type { TeamDb } from "./db";
import { newToken, tokenHash } from "./tokens";

/** A session ends after 12 hours without a request, and 7 days after sign-in whatever happens. */
export const sessionIdleSeconds = 12 * 60 * 60;
export const sessionMaxSeconds = 7 * 24 * 60 * 60;

/** The signed-in member a page or a route acts for. */
export type TeamMember = { id: string; email: string; name: string | null };

const memberRow = z.object({ member_id: z.uuid(), email: z.string(), name: z.string().nullable() });

/** Server-side sessions: the cookie holds a random token, the database only its hash. */
export function createTeamSessions(deps: { db: () => Promise<TeamDb>; now?: () => number }) {
  const { now = Date.now } = deps;
  return {
    /** A new session for a member who just signed in; the one the browser had ends (rotation). */
    async start(memberId: string, replacing?: string): Promise<string> {
      const token = newToken();
      await (
        await deps.db()
      ).call("team_session_start", {
        p_token_hash: tokenHash(token),
        p_member_id: memberId,
        p_expires_at: new Date(now() + sessionMaxSeconds * 1000).toISOString(),
        p_replaces: replacing ? tokenHash(replacing) : null,
      });
      return token;
    },
    /** The member of a live session (and marks it used), or null. */
    async member(token: string | undefined): Promise<TeamMember | null> {
      if (!token || token.length > 100) return null;
      const [row] = await (
        await deps.db()
      ).call("team_session_touch", {
        p_token_hash: tokenHash(token),
        p_idle_seconds: sessionIdleSeconds,
      });
      if (!row) return null;
      const { member_id: id, email, name } = memberRow.parse(row);
      return { id, email, name };
    },
    async end(token: string | undefined): Promise<void> {
      if (token && token.length <= 100)
        await (await deps.db()).call("team_session_end", { p_token_hash: tokenHash(token) });
    },
  };
}
