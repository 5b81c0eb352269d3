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
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const lifecycle = await import("./lib/server/lifecycle.mjs");
  lifecycle.beginStart(lifecycle.startLimitMs()); // server.mjs began it already at its first line
  lifecycle.startStep("checking the settings");
  let startUp: () => Promise<void>;
  try {
    // lib/env.ts checks SITE_URL as it loads, so the import itself can throw.
    const startup = await import("./lib/startup-check");
    await startup.checkStartup();
    startUp = startup.startUp;
  } catch (error) {
    console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await startUp();
  const [{ serverEnv }, { startLeadOutbox }, { startDataRetention }] = await Promise.all([
    import("./lib/env"),
    import("./lib/leads/outbox/start"),
    import("./lib/retention/start"),
  ]);
  // Deletes what has passed its retention period, at start (in the background) and daily.
  await startDataRetention(serverEnv());
  // Lets `npm run team:*` add and remove members through this process (embedded store).
  await (await import("./lib/team/commands")).registerTeamCommands(serverEnv());
  try {
    await startLeadOutbox(serverEnv());
  } catch (error) {
    // Leads are still stored; their rows wait in the outbox for the next start.
    console.error(
      JSON.stringify({ event: "lead_outbox_start_failed", error: String(error).slice(0, 300) }),
    );
  }
}
