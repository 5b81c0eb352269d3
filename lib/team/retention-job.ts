import { z } from "zod";
import { cutoff, retentionPeriods } from "@/lib/retention/periods";
import type { RetentionJob } from "@/lib/retention/schedule";
import { column, type TeamDb } from "./db";

/**
 * Deletes the download log's rows past their period (lib/retention/periods.ts), and with them
 * the sessions, challenges and invites that have ended.
 */
export function teamRetentionJob(deps: {
  db: () => Promise<TeamDb>;
  now?: () => number;
}): RetentionJob {
  const { now = Date.now } = deps;
  return {
    name: "team",
    async run({ dryRun, asOf }) {
      const before = cutoff(retentionPeriods.teamDownload, asOf ?? new Date(now()));
      const [row] = await (
        await deps.db()
      ).call("data_retention_team", { p_before: before.toISOString(), p_dry_run: dryRun });
      return { downloads: z.coerce.number().parse(column(row, "deleted")) };
    },
  };
}
