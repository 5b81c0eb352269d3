import { serverEnv, type ServerEnv } from "@/lib/env";
import { serviceStore } from "@/lib/leads/service-store";
import { fileRecords, statementVault } from "@/lib/statements/server";
import { statementRetentionJob } from "@/lib/statements/retention";
import { teamDb } from "@/lib/team/db";
import { teamRetentionJob } from "@/lib/team/retention-job";
import type { RetentionRows } from "./lead-rows";
import { leadRetentionJob } from "./leads-job";
import { runRetention, scheduleRetention, type RetentionJob } from "./schedule";

/** The deletion functions of this deployment's store: Supabase's service role, or the owner. */
function retentionRows(env: ServerEnv): Promise<RetentionRows> {
  return serviceStore(env, "Retention", {
    supabase: async (client) => (await import("./lead-rows")).createSupabaseRetentionRows(client),
    embedded: async (database) => (await import("./lead-rows")).createPgliteRetentionRows(database),
  });
}

/**
 * Every deletion the retention periods call for, against this deployment's stores: statement
 * files first, so that a statement lead past its own period no longer has a file that holds it.
 */
export function retentionJobs(env: ServerEnv = serverEnv()): RetentionJob[] {
  return [
    statementRetentionJob({ records: () => fileRecords(env), vault: () => statementVault(env) }),
    leadRetentionJob({ rows: () => retentionRows(env) }),
    teamRetentionJob({ db: () => teamDb(env) }),
  ];
}

/**
 * Deletes what has passed its period now and daily, in this server process, and lets
 * `npm run data:retention` ask it for a run (DATA_DIR/control.sock, embedded store only).
 */
export async function startDataRetention(env: ServerEnv = serverEnv()): Promise<void> {
  const jobs = retentionJobs(env);
  scheduleRetention(jobs);
  if (env.SUPABASE_URL) return;
  const { registerServerCommand } = await import("@/lib/leads/embedded/control-server");
  registerServerCommand("data:retention", (args) =>
    runRetention(jobs, {
      dryRun: args.dryRun === true,
      asOf: typeof args.asOf === "string" ? new Date(args.asOf) : undefined,
    }),
  );
}
