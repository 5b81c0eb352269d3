import type { SupabaseClient } from "@supabase/supabase-js";
import { withDeadline } from "@/lib/deadline";
import {
  outboxCallTimeoutMs,
  toClaimedDelivery,
  toOutboxStats,
  toRescheduleOutcome,
  type OutboxStore,
} from "./types";

/**
 * The kind of a PostgREST failure, for logs and /readyz: PostgreSQL's or PostgREST's code, or for
 * a request that never got an answer the network's (supabase-js keeps it only in `details`, as
 * "Caused by: Error: … (ECONNREFUSED)").
 */
function code(error: { code?: string; details?: string }): string | undefined {
  return error.code || /\(([A-Z][A-Z0-9_]{2,39})\)/.exec(error.details ?? "")?.[1];
}

/**
 * The outbox on Supabase: the same functions through PostgREST, with a service-role client
 * (only service_role may execute them). SKIP LOCKED lets several instances share the queue.
 * Each call is aborted at its deadline, so a hung request frees its socket as well as the worker.
 */
export function createSupabaseOutbox(
  client: SupabaseClient,
  timeoutMs = outboxCallTimeoutMs,
): OutboxStore {
  const call = (fn: string, args: Record<string, unknown> = {}) =>
    withDeadline(fn, timeoutMs, async (signal) => {
      const { data, error } = await client.rpc(fn, args).abortSignal(signal);
      if (signal.aborted) throw signal.reason;
      if (error)
        throw Object.assign(new Error(`${fn} failed: ${error.message}`), { code: code(error) });
      return data as unknown;
    });
  // A surprise (a proxy's page, a wrong URL) must not read as an empty queue.
  const list = async (fn: string, args?: Record<string, unknown>) => {
    const rows = await call(fn, args);
    if (!Array.isArray(rows)) throw new Error(`${fn} failed: the answer is not a list`);
    return rows as unknown[];
  };
  return {
    async setChannels(channels) {
      await call("lead_outbox_set_channels", { p_channels: [...channels] });
    },
    async claim(limit, leaseMs, channels) {
      const rows = await list("lead_outbox_claim", {
        p_limit: limit,
        p_lease_ms: Math.round(leaseMs),
        p_channels: [...channels],
      });
      return rows.map(toClaimedDelivery);
    },
    complete: async (delivery) =>
      (await call("lead_outbox_complete", {
        p_id: delivery.id,
        p_lease_token: delivery.leaseToken,
      })) === true,
    reschedule: async (delivery, { error, delayMs, retryForMs }) =>
      toRescheduleOutcome(
        await call("lead_outbox_reschedule", {
          p_id: delivery.id,
          p_lease_token: delivery.leaseToken,
          p_error: error,
          p_delay_ms: Math.round(delayMs),
          p_retry_for_ms: Math.round(retryForMs),
        }),
      ),
    stats: async () => toOutboxStats((await list("lead_outbox_stats"))[0]),
  };
}
