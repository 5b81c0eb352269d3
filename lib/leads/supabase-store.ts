import type { SupabaseClient } from "@supabase/supabase-js";
import {
  submitLeadParams,
  submitStatementParams,
  toRateCheckResult,
  toSubmitResult,
  type LeadStore,
} from "./store";

/** A store that calls the submission functions on Supabase through PostgREST (`.rpc`), as `anon`. */
export function createSupabaseStore(client: () => SupabaseClient): LeadStore {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client().rpc(fn, args);
    if (error) {
      throw Object.assign(new Error(`${fn} failed: ${error.message}`), { code: error.code });
    }
    return data as unknown;
  };
  return {
    name: "supabase",
    submit: async (lead) => toSubmitResult(await call("submit_lead", submitLeadParams(lead))),
    submitStatement: async (lead, files) =>
      toSubmitResult(await call("submit_statement_lead", submitStatementParams(lead, files))),
    rateCheck: async (addressHash) =>
      toRateCheckResult(await call("lead_rate_check", { p_address_hash: addressHash })),
  };
}
