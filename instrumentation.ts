/**
 * Runs once per server process before it serves a request, under `npm start` (server.mjs), `next
 * start` and the standalone server.js alike, and never while `next build` loads the app to
 * prerender it. A throw here stops all three with exit code 1: server.mjs before it listens;
 * Next's own servers right after binding the port, before any request is answered.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkStartup } = await import("./lib/startup-check");
  await checkStartup();
  const { installNextSignalBridge } = await import("./lib/next-signal-bridge");
  installNextSignalBridge();
  const [{ serverEnv }, { startLeadOutbox }] = await Promise.all([
    import("./lib/env"),
    import("./lib/leads/outbox/start"),
  ]);
  try {
    await startLeadOutbox(serverEnv());
  } catch (error) {
    // Leads are still stored; their rows wait in the outbox for the next start.
    console.error(
      JSON.stringify({ event: "lead_outbox_start_failed", error: String(error).slice(0, 300) }),
    );
  }
}
