import type { SupabaseClient } from "@supabase/supabase-js";
import { toClaimedDelivery, type OutboxStore } from "./types";

/**
 * The outbox on Supabase: the same functions through PostgREST, with a service-role client
 * (only service_role may execute them). SKIP LOCKED lets several instances share the queue.
 */
export function createSupabaseOutbox(client: SupabaseClient): OutboxStore {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data as unknown;
  };
  return {
    async setChannels(channels) {
      await call("lead_outbox_set_channels", { p_channels: [...channels] });
    },
    async claim(limit, leaseMs) {
      const rows = await call("lead_outbox_claim", {
        p_limit: limit,
        p_lease_ms: Math.round(leaseMs),
      });
      // A surprise (a proxy's page, a wrong URL) must not read as an empty queue.
      if (!Array.isArray(rows))
        throw new Error("lead_outbox_claim failed: the answer is not a list");
      return rows.map(toClaimedDelivery);
    },
    complete: async (delivery) =>
      (await call("lead_outbox_complete", {
        p_id: delivery.id,
        p_lease_token: delivery.leaseToken,
      })) === true,
    retry: async (delivery, { error, delayMs, giveUp }) =>
      (await call("lead_outbox_retry", {
        p_id: delivery.id,
        p_lease_token: delivery.leaseToken,
        p_error: error,
        p_delay_ms: Math.round(delayMs),
        p_give_up: giveUp,
      })) === true,
  };
}
