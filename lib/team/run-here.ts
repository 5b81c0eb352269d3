import { serverEnv } from "@/lib/env";
import { runShutdownHooks } from "@/lib/server/lifecycle.mjs";
import { runTeamCommand } from "./commands";

/**
 * One team command in this process, for `npm run team:*` when no server answers (or on
 * Supabase): opens the store as the server does and closes it again.
 */
export async function runTeamCommandHere(name: string, args: Record<string, unknown>) {
  try {
    return await runTeamCommand(name, args, serverEnv());
  } finally {
    await runShutdownHooks(Date.now() + 30_000);
  }
}
