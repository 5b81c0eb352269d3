import { serverEnv } from "@/lib/env";

/**
 * Everything a wrong setting would otherwise break on the first request, checked once before the
 * server takes traffic (instrumentation.ts): the whole environment, and the offline country
 * database when the embedded location gate will read it. Throws a message naming the variable.
 */
export async function checkStartup(): Promise<void> {
  const env = serverEnv();
  const embeddedGate = env.GEO_GATE === "on" && !(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  if (!embeddedGate) return;
  const { lookupCountry } = await import("@/lib/geo/embedded-check");
  try {
    lookupCountry("8.8.8.8");
  } catch (error) {
    throw new Error(
      `Invalid environment: GEO_COUNTRY_DB cannot be read as a MaxMind country database (${
        error instanceof Error ? error.message : String(error)
      }).`,
    );
  }
}
