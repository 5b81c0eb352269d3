import { serverEnv, type ServerEnv } from "@/lib/env";
import { fileRecords, statementVault } from "@/lib/statements/server";
import { statementRetentionJob } from "@/lib/statements/retention";
import { runRetention, scheduleRetention, type RetentionJob } from "./schedule";

/** Every deletion the retention periods call for, against this deployment's stores. */
export function retentionJobs(env: ServerEnv = serverEnv()): RetentionJob[] {
  return [
    statementRetentionJob({ records: () => fileRecords(env), vault: () => statementVault(env) }),
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
