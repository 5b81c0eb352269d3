import { serverEnv, type ServerEnv } from "@/lib/env";
import { finishStart, startStep, stopWithNext, underOwnServer } from "@/lib/server/lifecycle.mjs";
import { seesSocketAddresses } from "@/lib/server/socket-address.mjs";
import { checkStatementsKeyAtStart } from "@/lib/statements/storage/key";

/**
 * Everything a wrong setting would otherwise break on the first request, checked once before the
 * server takes traffic: the whole environment, that the visitor's address can be known, and the
 * offline country database when the embedded location gate will read it, and that stored
 * statements still have their key. Throws a message naming what to change.
 */
export async function checkStartup(): Promise<void> {
  const env = serverEnv();
  checkVisitorAddress(env);
  await checkStatementsKeyAtStart(env.STATEMENTS_KEY, env.DATA_DIR);
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
 * `next start` and the standalone server.js hand the app no socket address, only headers a client
 * can write; the gate would then let every visitor in, or one picking a header could choose. Only
 * server.mjs sees sockets (lib/server/socket-address.mjs); elsewhere an address needs a proxy.
 */
function checkVisitorAddress(env: ServerEnv): void {
  if (env.TRUST_PROXY || seesSocketAddresses()) return;
  if (env.GEO_GATE === "on") {
    throw new Error(
      "This server cannot see visitors' addresses (`next start` and the standalone server.js " +
        "hand the app none), so the location gate could not place anyone. Serve with `npm start` " +
        "(node server.mjs), or set TRUST_PROXY=1 behind a proxy you run that appends the client " +
        "address to X-Forwarded-For.",
    );
  }
  console.warn(
    "GEO_GATE is off and this server cannot see visitors' addresses: the per-address lead limit " +
      "is off too (the global cap stays). Serve with `npm start`, or set TRUST_PROXY=1 behind a proxy.",
  );
}

/**
 * The rest of start-up, once checkStartup() has passed (instrumentation.ts). The embedded store
 * opens here, because PGlite's first open blocks the event loop for seconds: better before the
 * first visitor than during. A store that fails to open is logged and left to /readyz (503), so
 * the static pages still serve. Under Next's own servers the stop is then taken over from Next.
 */
export async function startUp(): Promise<void> {
  const env = serverEnv();
  if (!(env.SUPABASE_URL && env.SUPABASE_ANON_KEY)) {
    startStep("opening the lead store");
    const { embeddedDatabase } = await import("@/lib/leads/pglite-store");
    await embeddedDatabase(env.DATA_DIR).catch((error: unknown) =>
      console.error("The embedded lead store did not open; /readyz answers 503:", error),
    );
  }
  if (!underOwnServer() && !process.env.NEXT_MANUAL_SIG_HANDLE) stopWithNext();
  finishStart();
}
