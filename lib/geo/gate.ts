import { serverEnv } from "@/lib/env";
import { clientAddress } from "./client-address";
import { embeddedCheck } from "./embedded-check";
import { logCheckFailure } from "./failure-log";
import { parseAllowedCountries } from "./policy";
import type { LocationCheck } from "./types";
import { VerdictCache } from "./verdict-cache";

const verdictTtlMs = 10 * 60_000;
const failureTtlMs = 60_000;

type Gate = {
  enabled: boolean;
  trustProxy: boolean;
  check: LocationCheck;
  cache: VerdictCache<boolean>;
};
let gate: Promise<Gate> | undefined;

async function createGate(): Promise<Gate> {
  const env = serverEnv();
  const useSupabase = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  let check: LocationCheck;
  if (useSupabase) {
    // Loaded only when configured, so the embedded default never pays for the Supabase client.
    const [{ createSupabaseServerClient }, { supabaseCheck }] = await Promise.all([
      import("@/lib/supabase/server"),
      import("./supabase-check"),
    ]);
    check = supabaseCheck(createSupabaseServerClient, env.GEO_TIMEOUT_MS);
  } else {
    check = embeddedCheck(parseAllowedCountries(env.GEO_ALLOWED_COUNTRIES));
  }
  return {
    enabled: env.GEO_GATE === "on",
    trustProxy: env.TRUST_PROXY,
    check,
    cache: new VerdictCache<boolean>(),
  };
}

/**
 * Whether the visitor behind these request headers may see the site. Fails open: a timeout, an
 * error or an odd answer allows, is logged once per cause and is cached for about a minute.
 */
export async function isVisitorAllowed(headers: Headers): Promise<boolean> {
  gate ??= createGate();
  const { enabled, trustProxy, check, cache } = await gate;
  if (!enabled) return true;
  const address = clientAddress(headers, trustProxy);
  return cache.get(address ?? "unknown", async () => {
    const result = await check.check(address);
    if (result.ok) return { value: result.allowed, ttlMs: verdictTtlMs };
    logCheckFailure(check.name, result.cause);
    return { value: true, ttlMs: failureTtlMs };
  });
}
