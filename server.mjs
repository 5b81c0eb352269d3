#!/usr/bin/env node
// Serves the production build: Next's request handler behind an HTTP server of this process's
// own, which `next start` cannot be. It stamps each request with its socket's address, which no
// client header can stand in for (lib/server/socket-address.mjs); it compresses each distinct
// body once (lib/server/compress-response.mjs); it checks the settings before listening, and
// starts and stops within set limits (lib/server/lifecycle.mjs, shared with Next's own servers).
import { createServer } from "node:http";
import nextEnv from "@next/env";
import next from "next";
import { rememberByteLengths } from "./lib/server/byte-length.mjs";
import { withCompression } from "./lib/server/compress-response.mjs";
import { CompressedCache, PRECOMPRESSED_DIR } from "./lib/server/compression.mjs";
import {
  DRAIN_LIMIT_MS,
  STOP_LIMIT_MS,
  beginStart,
  isDraining,
  runShutdownHooks,
  startLimitMs,
  stopOnSignals,
  whenStarted,
} from "./lib/server/lifecycle.mjs";
import { backgroundTurn } from "./lib/server/background-lane.mjs";
import { socketAddressStamp } from "./lib/server/socket-address.mjs";
import { configFile, standaloneConfig } from "./lib/server/standalone-config.mjs";

beginStart(startLimitMs());
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

// This process owns the signals and the compression: next.config.ts, when Next loads it again
// here at start, turns its own per-request gzip off whatever the build was.
process.env.LAKE_COUNTRY_OWN_SERVER = "1";
const stampSocketAddress = socketAddressStamp();
// Next gets the settings the build resolved, as the standalone server.js would hand them over,
// with the same two turned off (lib/server/standalone-config.mjs). Given them, Next neither
// compiles next.config.ts nor reads the .env files: in a checkout this process reads those.
const builtConfig = standaloneConfig(process.cwd());
if (builtConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = builtConfig;
if (builtConfig && configFile(process.cwd())) nextEnv.loadEnvConfig(process.cwd(), false);

const app = next({ dev: false, hostname, port });
// Seeded with the bodies the build compressed at its highest settings (scripts/precompress.mjs).
const compressed = new CompressedCache();
compressed.preload(`.next/${PRECOMPRESSED_DIR}`);
const handle = withCompression(app.getRequestHandler(), compressed);
// Next's Content-Length of a page it sends whole, from the bytes that cache already holds.
rememberByteLengths((page) => compressed.knownByteLength(page));

// In production Next's prepare() does not wait for instrumentation.ts register(), which checks
// the settings (exiting with the message when one is wrong) and opens the lead store; the server
// listens once register() has finished the start.
try {
  await app.prepare();
} catch (error) {
  console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await whenStarted();

const server = createServer((request, response) => {
  stampSocketAddress(request);
  // While draining, every answer closes its connection so keep-alive clients reconnect elsewhere.
  if (isDraining()) response.setHeader("Connection", "close");
  // A page is read first; a post (a statement upload, a lead) enters on a later turn, behind the
  // page requests that turn polled (lib/server/background-lane.mjs).
  if (request.method === "POST") backgroundTurn().then(() => handle(request, response));
  else handle(request, response);
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
  await runShutdownHooks(Date.now() + STOP_LIMIT_MS);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  // The runtime is named so that a start on the wrong Node shows at once (package.json: Node 24).
  console.log(`Lake Country Merchant Services: http://${shown}:${port} (Node ${process.version})`);
});

// Stop listening and let requests in flight finish: idle keep-alive connections close now, busy
// ones after their answer, all of them at the drain limit. Then the hooks, then exit 0.
stopOnSignals({
  drain: () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), DRAIN_LIMIT_MS).unref();
    }),
  exitCode: () => 0,
});
