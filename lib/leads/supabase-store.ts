import type { SupabaseClient } from "@supabase/supabase-js";
import { withDeadline } from "@/lib/deadline";
import {
  submitLeadParams,
  submitTimeoutMs,
  toSubmitResult,
  type LeadRecord,
  type LeadStore,
} from "./store";

/**
 * A store that calls `submit_lead` on Supabase through PostgREST (`.rpc`), as `anon`. A call that
 * hangs is aborted at its deadline: the visitor is asked to send again (the idempotency key
 * makes that safe) instead of waiting on a request that never ends.
 */
export function createSupabaseStore(
  client: () => SupabaseClient,
  timeoutMs = submitTimeoutMs,
): LeadStore {
  return {
    name: "supabase",
    submit: (lead: LeadRecord) =>
      withDeadline("submit_lead", timeoutMs, async (signal) => {
        const rpc = client().rpc("submit_lead", submitLeadParams(lead)).abortSignal(signal);
        const { data, error } = await rpc;
        if (signal.aborted) throw signal.reason;
        if (error) {
          throw Object.assign(new Error(`submit_lead failed: ${error.message}`), {
            code: error.code,
          });
        }
        return toSubmitResult(data);
      }),
  };
}
