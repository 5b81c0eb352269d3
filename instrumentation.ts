/**
 * Runs once per server process before it serves a request, under `npm start` (server.mjs), `next
 * start` and the standalone server.js alike. A throw here stops all three with exit code 1:
 * server.mjs before it listens; Next's own servers right after binding the port, before any
 * request is answered (they bind first, then call register()).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkStartup } = await import("./lib/startup-check");
  await checkStartup();
  const { installNextSignalBridge } = await import("./lib/next-signal-bridge");
  installNextSignalBridge();
}
