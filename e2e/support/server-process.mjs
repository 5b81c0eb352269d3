// The one way to start a real server process (server.mjs, `next start` or the standalone
// server.js) for the end-to-end tests and the benchmarks, wait for it and stop it; and to post a
// lead the way a browser without JavaScript does. Plain JavaScript so the benches (node, no
// TypeScript) share it with the specs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const standalone = path.join(".next", "standalone");

/** Whether this build is standalone (NEXT_OUTPUT=standalone), so it has Next's own server.js. */
export const hasStandaloneServer = () => existsSync(path.join(standalone, "server.js"));

/**
 * The startProcess options that serve this build on `port` with "server.mjs" (`npm start`, the
 * image), "next start", or "server.js" (the standalone output's own server).
 */
export function servedBy(name, port) {
  if (name === "server.mjs") return { args: ["server.mjs"], port };
  if (name === "server.js") return { args: ["server.js"], cwd: standalone, port };
  const nextBin = path.resolve("node_modules", "next", "dist", "bin", "next");
  return { args: [nextBin, "start", "-p", String(port)], port };
}

/** Spawns `node <args>` (or `command`) with its own environment; collects its output. */
export function startProcess({
  args,
  cwd = process.cwd(),
  env = {},
  port,
  command = process.execPath,
  nodeFlags = ["--liftoff-only"],
}) {
  // Each server runs with npm start's --liftoff-only (package.json, Dockerfile,
  // docs/operations.md): without it, on Node 24, a server stopped in its first minute waits
  // seconds in exit for V8's background compiles of PGlite's WebAssembly, and the lifecycle's
  // watchdog kills it. `next dev` passes none (it hands its flags to its server through
  // NODE_OPTIONS, which refuses V8's).
  const nodeArgs = command === process.execPath ? [...nodeFlags, ...args] : args;
  const child = spawn(command, nodeArgs, {
    cwd,
    env: {
      PATH: process.env.PATH,
      NEXT_TELEMETRY_DISABLED: "1",
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      // The suite shares two cores between two workers, and some specs open a fresh PGlite store
      // (initdb, seconds of CPU) in several processes at once: a start has taken over 120 s, the
      // server's own default limit. Specs that test the limit set their own.
      START_TIMEOUT_MS: "300000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Resolves once `url` answers any HTTP status, or rejects when the process exits or time runs out. */
export async function waitForServer(server, path = "/healthz", timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before answering:\n${server.output()}`);
    try {
      await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

/** Resolves once /readyz answers 200 (the lead store is open): opening PGlite can take a while. */
export async function waitForReady(server, timeoutMs = 180_000) {
  await waitForServer(server, "/readyz", timeoutMs);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await fetch(`${server.url}/readyz`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Signals the process (SIGTERM unless told) and waits for its exit. */
export async function stopProcess(server, signal = "SIGTERM") {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/**
 * Starts `node server.mjs` (or `node <args>`) on the build in `cwd` and resolves once it answers,
 * with `stop()`, which resolves once it has exited (so its DATA_DIR is free to read).
 */
export async function startServer({ port, env = {}, cwd = process.cwd(), args = ["server.mjs"] }) {
  if (!existsSync(path.join(cwd, ".next", "BUILD_ID"))) {
    throw new Error(`No production build in ${cwd}: run \`npm run build\` first.`);
  }
  const server = startProcess({ args, cwd, env, port });
  try {
    await waitForServer(server, "/robots.txt", 120_000);
  } catch (error) {
    await stopProcess(server, "SIGKILL");
    throw error;
  }
  return { ...server, stop: () => stopProcess(server) };
}

const hiddenInput = /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g;

/**
 * The hidden fields React writes into the contact form's HTML for a post without JavaScript
 * ($ACTION_REF / $ACTION_KEY / the bound state), read from the page as a browser would.
 */
export async function contactFormFields(baseUrl, headers = {}) {
  const html = await (await fetch(`${baseUrl}/contact`, { headers })).text();
  const start = html.lastIndexOf("<form", html.indexOf('aria-label="Contact form"'));
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields = [...form.matchAll(hiddenInput)].map(([, name, value = ""]) => [
    name,
    value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
  if (fields.length === 0) throw new Error("the contact form has no Server Action fields");
  return fields;
}

/** The text the page shows once a contact lead is stored. */
export const contactConfirmation = "Thank you: your message is with us";

/**
 * Posts the contact form as a browser without JavaScript does (multipart, to the page's URL),
 * from `address` behind a trusted proxy when given, with any other `headers` a client may send.
 * `confirmed` is true only when the answer shows the visitor the confirmation.
 */
export async function postContactLead(
  baseUrl,
  { fields, email, key, address, headers = {}, signal },
) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("name", "Load Test");
  body.append("email", email);
  body.append("topic", "quote");
  body.append("message", "We take about $30,000 a month in cards and would like a quote.");
  body.append("homepage", "");
  body.append("submission_id", key);
  const response = await fetch(`${baseUrl}/contact`, {
    method: "POST",
    body,
    headers: { ...(address ? { "x-forwarded-for": address } : {}), ...headers },
    signal,
  });
  const html = await response.text();
  return { status: response.status, confirmed: response.ok && html.includes(contactConfirmation) };
}
