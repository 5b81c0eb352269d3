import type { ServerEnv } from "@/lib/env";
import type { WorkspaceLink } from "@/lib/notify/message-files";
import { teamDb } from "./db";
import { createTeamLeads } from "./leads";

/**
 * The lead notifications' link to a lead's workspace page, once team sign-in is set up: at least
 * one member has enrolled a passkey (asked at each send, so the first enrolment takes effect at
 * once). Until then, null: the notifications keep the signed file links.
 */
export function workspaceLink(env: ServerEnv): WorkspaceLink {
  const leads = createTeamLeads(() => teamDb(env));
  const origin = env.SITE_URL.replace(/\/+$/, "");
  return async (leadId) => {
    const ready = await leads.signInReady().catch((error: unknown) => {
      // The team tables missing (a store not yet migrated): the file links still reach the team.
      console.error(JSON.stringify({ event: "team_workspace_check_failed", error: String(error) }));
      return false;
    });
    return ready ? `${origin}/team/leads/${leadId}` : null;
  };
}
