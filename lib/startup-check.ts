import { serverEnv } from "@/lib/env";

/** server.mjs waits on this before it listens; register() calls it once start-up is done. */
export const startedKey = Symbol.for("lake-country.started");

/**
 * Everything a wrong setting would otherwise break on the first request, checked once before the
 * server takes traffic: the whole environment, and the offline country database when the
 * embedded location gate will read it. Throws a message naming the variable.
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

/**
 * The rest of start-up, once checkStartup() has passed (instrumentation.ts). The embedded store opens here, because PGlite's first open blocks the event loop for seconds:
 * better before the first visitor than during. A store that fails to open is logged and left to
 * /readyz (503), so the static pages still serve.
 */
export async function startUp(): Promise<void> {
  const env = serverEnv();
  if (!(env.SUPABASE_URL && env.SUPABASE_ANON_KEY)) {
    const { embeddedDatabase } = await import("@/lib/leads/pglite-store");
    await embeddedDatabase(env.DATA_DIR).catch((error: unknown) =>
      console.error("The embedded lead store did not open; /readyz answers 503:", error),
    );
  }
  const { installNextSignalBridge } = await import("./next-signal-bridge");
  installNextSignalBridge();
  (globalThis as { [startedKey]?: () => void })[startedKey]?.();
}
