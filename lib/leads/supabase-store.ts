import type { SupabaseClient } from "@supabase/supabase-js";
import { submitLeadParams, toSubmitResult, type LeadRecord, type LeadStore } from "./store";

/** A store that calls `submit_lead` on Supabase through PostgREST (`.rpc`), as `anon`. */
export function createSupabaseStore(client: () => SupabaseClient): LeadStore {
  return {
    name: "supabase",
    async submit(lead: LeadRecord) {
      const { data, error } = await client().rpc("submit_lead", submitLeadParams(lead));
      if (error) {
        throw Object.assign(new Error(`submit_lead failed: ${error.message}`), {
          code: error.code,
        });
      }
      return toSubmitResult(data);
    },
  };
}
