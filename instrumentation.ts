/**
 * Runs once per server process before it serves a request, under `npm start` (server.mjs), `next
 * start` and the standalone server.js alike (lib/startup-check.ts): a wrong setting exits with
 * code 1 and a message naming the variable. server.mjs waits for it before listening; Next's own
 * servers bind the port first and call this right after, before answering any request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startUp } = await import("./lib/startup-check");
  await startUp();
}
