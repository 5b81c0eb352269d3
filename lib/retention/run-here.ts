import { serverEnv } from "@/lib/env";
import { runShutdownHooks } from "@/lib/server/lifecycle.mjs";
import { runRetention } from "./schedule";
import { retentionJobs } from "./start";

/**
 * One retention run in this process, for `npm run data:retention` when no server answers (or on
 * Supabase, whose functions let several processes delete side by side): opens the stores as the
 * server does, runs every job, and closes them again.
 */
export async function runRetentionHere(options: { dryRun: boolean; asOf?: Date }) {
  try {
    return await runRetention(retentionJobs(serverEnv()), options);
  } finally {
    // Closes what the run opened (the embedded store, which holds DATA_DIR/pglite.pid).
    await runShutdownHooks(Date.now() + 30_000);
  }
}
