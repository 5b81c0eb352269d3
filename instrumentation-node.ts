/**
 * What instrumentation.ts runs on the Node.js runtime: kept in its own module, imported only
 * under that runtime's check, so Next's Edge compilation of instrumentation.ts never sees a
 * Node.js API (it warned "A Node.js API is used (process.exit …)" on every build).
 */
export async function registerNodeServer() {
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
