import type { PGlite } from "@electric-sql/pglite";
import { withDeadline } from "@/lib/deadline";
import {
  outboxCallTimeoutMs,
  toClaimedDelivery,
  toOutboxStats,
  toRescheduleOutcome,
  type OutboxStore,
} from "./types";

/**
 * The outbox of the embedded database. The server owns the database, so it calls the worker
 * functions as the owner; anon (the role submissions use) may not execute them.
 */
export function createPgliteOutbox(
  database: PGlite | Promise<PGlite>,
  timeoutMs = outboxCallTimeoutMs,
): OutboxStore {
  // PGlite cannot cancel a query; the deadline still frees the worker from a stuck one.
  const rows = (fn: string, sql: string, params: unknown[] = []) =>
    withDeadline(fn, timeoutMs, async () => (await (await database).query(sql, params)).rows);
  return {
    async setChannels(channels) {
      await rows("lead_outbox_set_channels", "select public.lead_outbox_set_channels($1::text[])", [
        [...channels],
      ]);
    },
    async claim(limit, leaseMs, channels) {
      const claimed = await rows(
        "lead_outbox_claim",
        "select * from public.lead_outbox_claim($1, $2, $3::text[])",
        [limit, Math.round(leaseMs), [...channels]],
      );
      return claimed.map(toClaimedDelivery);
    },
    async complete(delivery) {
      const [row] = await rows(
        "lead_outbox_complete",
        "select public.lead_outbox_complete($1, $2::uuid) as ok",
        [delivery.id, delivery.leaseToken],
      );
      return (row as { ok?: unknown } | undefined)?.ok === true;
    },
    async reschedule(delivery, { error, delayMs, retryForMs }) {
      const [row] = await rows(
        "lead_outbox_reschedule",
        "select public.lead_outbox_reschedule($1, $2::uuid, $3, $4, $5) as outcome",
        [delivery.id, delivery.leaseToken, error, Math.round(delayMs), Math.round(retryForMs)],
      );
      return toRescheduleOutcome((row as { outcome?: unknown } | undefined)?.outcome);
    },
    async stats() {
      const [row] = await rows("lead_outbox_stats", "select * from public.lead_outbox_stats()");
      return toOutboxStats(row);
    },
  };
}
