import { z } from "zod";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { teamDb } from "./db";
import { inviteMailer } from "./invite-mail";
import { createTeamMembers } from "./members";

/** The commands `npm run team:*` runs, by name, with their arguments as the script sends them. */
export const teamCommandNames = ["team:invite", "team:list", "team:remove"] as const;

const inviteArgs = z.object({ email: z.string(), name: z.string().optional() });
const removeArgs = z.object({ email: z.string() });

/** Runs one team command against this deployment's store; answers JSON. */
export async function runTeamCommand(
  name: string,
  args: Record<string, unknown>,
  env: ServerEnv = serverEnv(),
): Promise<unknown> {
  const members = createTeamMembers({
    db: () => teamDb(env),
    siteUrl: env.SITE_URL,
    mail: env.SMTP_URL ? inviteMailer(env.SMTP_URL, env.LEADS_NOTIFY_FROM) : undefined,
  });
  try {
    if (name === "team:invite") return await members.invite(inviteArgs.parse(args));
    if (name === "team:list") return await members.list();
    if (name === "team:remove")
      return { removed: await members.remove(removeArgs.parse(args).email) };
  } catch (error) {
    // An operator's typo gets a sentence, not zod's list of issues.
    if (error instanceof z.ZodError)
      throw new Error(
        "give an email address such as name@example.com (and a name of 1-120 characters)",
      );
    throw error;
  }
  throw new Error(`unknown command ${name}`);
}

/** Lets the scripts ask the running server (it alone holds the embedded store). */
export async function registerTeamCommands(env: ServerEnv = serverEnv()): Promise<void> {
  if (env.SUPABASE_URL) return;
  const { registerServerCommand } = await import("@/lib/leads/embedded/control-server");
  for (const name of teamCommandNames)
    registerServerCommand(name, (args) => runTeamCommand(name, args, env));
}
