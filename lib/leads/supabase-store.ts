import type { SupabaseClient } from "@supabase/supabase-js";
import { withDeadline } from "@/lib/deadline";
import {
  submitLeadParams,
  submitStatementParams,
  submitTimeoutMs,
  toRateCheckResult,
  toSubmitResult,
  type LeadStore,
} from "./store";

/**
 * A store that calls the submission functions on Supabase through PostgREST (`.rpc`), as `anon`.
 * A call that hangs is aborted at its deadline: the visitor is asked to send again (the
 * idempotency key makes that safe) instead of waiting on a request that never ends.
 */
export function createSupabaseStore(
  client: () => SupabaseClient,
  timeoutMs = submitTimeoutMs,
): LeadStore {
  const call = (fn: string, args: Record<string, unknown>) =>
    withDeadline(fn, timeoutMs, async (signal) => {
      const { data, error } = await client().rpc(fn, args).abortSignal(signal);
      if (signal.aborted) throw signal.reason;
      if (error) {
        throw Object.assign(new Error(`${fn} failed: ${error.message}`), { code: error.code });
      }
      return data as unknown;
    });
  return {
    name: "supabase",
    submit: async (lead) => toSubmitResult(await call("submit_lead", submitLeadParams(lead))),
    submitStatement: async (lead, files) =>
      toSubmitResult(await call("submit_statement_lead", submitStatementParams(lead, files))),
    rateCheck: async (addressHash) =>
      toRateCheckResult(await call("lead_rate_check", { p_address_hash: addressHash })),
  };
}
