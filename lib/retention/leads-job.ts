import { leadKinds } from "@/lib/leads/definition";
import type { RetentionRows } from "./lead-rows";
import { cutoff, retentionPeriods } from "./periods";
import type { RetentionJob } from "./schedule";

/**
 * Deletes leads past their kind's period (lib/retention/periods.ts) with their delivery and file
 * rows, and finished delivery records past theirs. A lead whose delivery is still pending, or
 * whose statement file is still stored, waits for the next run.
 */
export function leadRetentionJob(deps: {
  rows: () => Promise<RetentionRows>;
  now?: () => number;
}): RetentionJob {
  const { now = Date.now } = deps;
  return {
    name: "leads",
    async run({ dryRun, asOf }) {
      const at = asOf ?? new Date(now());
      const rows = await deps.rows();
      const cutoffs = Object.fromEntries(
        leadKinds.map((kind) => [kind, cutoff(retentionPeriods[kind], at)]),
      );
      const leads = await rows.deleteLeads(cutoffs, dryRun);
      const deliveries = await rows.deleteDeliveries(cutoff(retentionPeriods.delivery, at), dryRun);
      return { ...leads, deliveries };
    },
  };
}
