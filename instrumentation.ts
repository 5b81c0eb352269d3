/**
 * Runs once per server process before it serves a request, under `npm start` (server.mjs), `next
 * start` and the standalone server.js alike (lib/startup-check.ts): a wrong setting exits with
 * code 1 and a message naming the variable, since Next only logs a failed register() and then
 * answers every request with 500, and so does a start that overruns START_TIMEOUT_MS
 * (lib/server/lifecycle.mjs). server.mjs waits for this before listening; Next's own servers bind
 * the port first and call this right after, before answering any request. Then the data retention
 * job and the lead outbox worker start; never while `next build` loads the app to prerender it.
 */
export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await (await import("./instrumentation-node")).registerNodeServer();
  }
}
