/**
 * Runs once when the server starts (Next calls it before serving). Starts the lead outbox worker
 * in the Node runtime only, and never while `next build` loads the app to prerender it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ serverEnv }, { startLeadOutbox }] = await Promise.all([
    import("./lib/env"),
    import("./lib/leads/outbox/start"),
  ]);
  const env = serverEnv(); // a bad variable stops the server here, with its name
  try {
    await startLeadOutbox(env);
  } catch (error) {
    // Leads are still stored; their rows wait in the outbox for the next start.
    console.error(
      JSON.stringify({ event: "lead_outbox_start_failed", error: String(error).slice(0, 300) }),
    );
  }
}
