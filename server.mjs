#!/usr/bin/env node
// Serves the production build. Next's own `next start` cannot tell the proxy the TCP peer's
// address (it keeps a client-sent X-Forwarded-For), so this wrapper stamps the socket's address
// on every request, replacing anything the client sent, before Next handles it. It also checks
// the settings before listening and shuts down gracefully (see shutdown() below).
import { createServer } from "node:http";
import next from "next";
import { withCompression } from "./lib/server/compress-response.mjs";
import { CompressedCache, PRECOMPRESSED_DIR } from "./lib/server/compression.mjs";
import { standaloneConfig } from "./lib/server/standalone-config.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
/** How long requests in flight may take after SIGTERM/SIGINT (Docker waits 10 s, then kills). */
const drainLimitMs = 8_000;

// Shared with lib/shutdown.ts and lib/shutdown-run.ts through registered symbols (same process).
const hooksKey = Symbol.for("lake-country.shutdown-hooks");
const drainingKey = Symbol.for("lake-country.draining");
// This process owns the signals (lib/shutdown-run.ts) and the compression: next.config.ts, which
// Next loads again here at start, turns its own per-request gzip off whatever the build was.
process.env.LAKE_COUNTRY_OWN_SERVER = "1";
// In the image, Next's standalone output, there is no next.config.ts: Next gets the settings the
// build resolved, as the standalone server.js would hand them over, with the same two turned off.
const builtConfig = standaloneConfig(process.cwd());
if (builtConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = builtConfig;

const app = next({ dev: false, hostname, port });
// Seeded with the bodies the build compressed at its highest settings (scripts/precompress.mjs).
const compressed = new CompressedCache();
compressed.preload(`.next/${PRECOMPRESSED_DIR}`);
const handle = withCompression(app.getRequestHandler(), compressed);

// In production Next's prepare() does not wait for instrumentation.ts register(), which checks
// the settings (exiting with the message when one is wrong) and opens the lead store; register()
// calls this back when it is done, and only then does the server listen.
const started = new Promise(
  (resolve) => (globalThis[Symbol.for("lake-country.started")] = resolve),
);
try {
  await app.prepare();
} catch (error) {
  console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await started;

const server = createServer((request, response) => {
  request.headers["x-socket-address"] = request.socket.remoteAddress ?? "";
  // While draining, every answer closes its connection so keep-alive clients reconnect elsewhere.
  if (globalThis[drainingKey]) response.setHeader("Connection", "close");
  handle(request, response);
});
// How long an idle keep-alive connection stays open (Node: 5 s). Behind a load balancer that keeps
// idle connections longer, set it above the balancer's, or the balancer may send a request on a
// connection this server is closing. Checked with the other settings by instrumentation.ts; the
// standalone server.js reads the same variable.
if (process.env.KEEP_ALIVE_TIMEOUT)
  server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT);
// A port in use or not allowed stops the start like a wrong setting does. Unhandled, the error
// reached Next's uncaught-exception handler, which only logs: the process stayed up serving
// nothing, and a supervisor saw it running.
server.on("error", async (error) => {
  if (server.listening) return console.error(error);
  console.error(`Not starting: ${error.message}`);
  await runShutdownHooks();
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(
    `Lake Country Merchant Services: http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
});

/**
 * Stop listening, let requests in flight finish (idle keep-alive sockets close now, busy ones
 * after their answer, all of them at the time limit), then run the registered shutdown hooks in
 * order (the lead outbox worker, then the lead store) and exit. A second signal exits at once.
 */
async function shutdown(signal) {
  if (globalThis[drainingKey]) {
    console.error(`${signal} again: exiting without waiting`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  globalThis[drainingKey] = true;
  console.log(`${signal}: finishing requests in flight, then closing`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const limit = setTimeout(() => server.closeAllConnections(), drainLimitMs);
  await closed;
  clearTimeout(limit);
  await runShutdownHooks();
  console.log("closed cleanly");
  process.exit(0);
}

/** The registered shutdown hooks in order; one failing does not skip the rest. */
async function runShutdownHooks() {
  const hooks = [...(globalThis[hooksKey] ?? [])].sort((a, b) => a.order - b.order);
  for (const hook of hooks) {
    try {
      await hook.run();
    } catch (error) {
      console.error(`shutdown hook ${hook.name} failed:`, error);
    }
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
