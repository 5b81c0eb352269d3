import type { SupabaseClient } from "@supabase/supabase-js";
import type { CheckResult, LocationCheck } from "./types";

/** The header the check-geo-location function reads the visitor's address from. */
export const visitorAddressHeader = "x-visitor-address";

/**
 * Invokes the check-geo-location Edge Function with an empty body, forwarding the visitor's
 * address (a server-side call would otherwise locate our own server). Anything but a boolean
 * `allowed` in a 2xx answer counts as a failure.
 */
export function supabaseCheck(client: () => SupabaseClient, timeoutMs: number): LocationCheck {
  return {
    name: "supabase",
    async check(address): Promise<CheckResult> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const { data, error } = await client().functions.invoke("check-geo-location", {
          method: "POST",
          body: {},
          headers: { [visitorAddressHeader]: address ?? "" },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return { ok: false, cause: "timeout" };
        if (error) return { ok: false, cause: causeOf(error) };
        const allowed = (data as { allowed?: unknown } | null)?.allowed;
        return typeof allowed === "boolean"
          ? { ok: true, allowed }
          : { ok: false, cause: "malformed" };
      } catch {
        return { ok: false, cause: controller.signal.aborted ? "timeout" : "error" };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function causeOf(error: { name?: string }): Exclude<CheckResult, { ok: true }>["cause"] {
  if (error.name === "FunctionsHttpError" || error.name === "FunctionsRelayError")
    return "http-status";
  if (error.name === "FunctionsFetchError") return "network";
  if (error.name === "SyntaxError") return "malformed";
  return "error";
}
