import { serverEnv } from "@/lib/env";
import { shutdownHooks } from "@/lib/shutdown";
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
    for (const hook of shutdownHooks()) await hook.run();
  }
}
