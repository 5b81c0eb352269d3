/** What a location check answers for one address. */
export type CheckResult =
  | { ok: true; allowed: boolean }
  | { ok: false; cause: "timeout" | "network" | "http-status" | "malformed" | "error" };

/** One implementation of the location check: the embedded database or the Supabase function. */
export type LocationCheck = {
  name: "embedded" | "supabase";
  check(address: string | null): Promise<CheckResult>;
};
