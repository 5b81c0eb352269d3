#!/usr/bin/env node
// `npm run bench:fault`: 60 s of load on loopback while things break. 24 keep-alive visitors
// ask for pages (home, an industry page, /apply) from the embedded-mode server, which runs under
// a small open-file limit; 8 more ask an instance in Supabase mode whose location function
// stand-in answers, then hangs, then fails; four "visitors" post contact leads the way the
// no-JavaScript form does, retrying with the same idempotency key as a browser would. Meanwhile
// the embedded server is SIGKILLed twice and restarted, and its open-file limit is filled.
// Reports requests, errors by cause, leads confirmed vs stored, and p99 page latency.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { connect } from "node:net";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  contactFormFields,
  postContactLead,
  startProcess,
  stopProcess,
  waitForReady,
} from "../e2e/support/server-process.mjs";
import { pageLoop, percentile } from "./support/page-loop.mjs";

const seconds = Number(process.env.FAULT_SECONDS ?? 60);
const base = Number(process.env.PORT ?? 3100) + 90; // loopback ports base..base+2
const fileLimit = 256;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lake-country-fault-"));
let started = Date.now();
const at = () => (Date.now() - started) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- The Supabase Functions stand-in: ok, then hanging, then failing. ---
let functionMode = "ok";
const functionCalls = { ok: 0, hang: 0, fail: 0 };
const hanging = new Set();
const standIn = createServer((request, response) => {
  request.resume();
  // Readiness asks the REST endpoint, which this stand-in does not serve: any answer is "reachable".
  if (!request.url?.startsWith("/functions/")) return void response.writeHead(404).end();
  functionCalls[functionMode] += 1;
  if (functionMode === "hang") return void hanging.add(response);
  if (functionMode === "fail") return void response.writeHead(500).end('{"error":"crashed"}');
  response.writeHead(200, { "content-type": "application/json" }).end('{"allowed":true}');
}).listen(base + 2, "127.0.0.1");

// --- The servers. ---
const embeddedEnv = { DATA_DIR: dataDir, TRUST_PROXY: "1" };
const startEmbedded = () =>
  startProcess({
    args: [`--nofile=${fileLimit}:${fileLimit}`, process.execPath, "server.mjs"],
    port: base,
    env: embeddedEnv,
    command: "prlimit",
  });
let embedded = startEmbedded();
const supabase = startProcess({
  args: ["server.mjs"],
  port: base + 1,
  env: {
    DATA_DIR: path.join(dataDir, "supabase-mode"),
    TRUST_PROXY: "1",
    SUPABASE_URL: `http://127.0.0.1:${base + 2}`,
    SUPABASE_ANON_KEY: "bench-anon-key-0123456789",
    SUPABASE_SERVICE_ROLE_KEY: "bench-service-key-0123456789",
    GEO_TIMEOUT_MS: "300",
  },
});
await Promise.all([waitForReady(embedded, 300_000), waitForReady(supabase, 300_000)]);
const fields = await contactFormFields(embedded.url);
console.log(`servers up after ${at().toFixed(1)} s; load for ${seconds} s`);
started = Date.now(); // the timeline below counts from the start of the load

// --- Windows in which errors are expected: the server is down, or out of file descriptors. ---
const windows = [];
const inWindow = (time, kind) =>
  windows.some((w) => w.kind === kind && time >= w.from && time <= (w.to ?? Infinity) + 1);

async function killAndRestart() {
  const window = { kind: "down", from: at() };
  windows.push(window);
  embedded.child.kill("SIGKILL");
  await embedded.exited;
  embedded = startEmbedded();
  await waitForReady(embedded, 300_000);
  window.to = at();
  console.log(`  killed at ${window.from.toFixed(1)} s, ready again at ${window.to.toFixed(1)} s`);
}

async function fillFileLimit(holdMs) {
  const window = { kind: "files", from: at() };
  windows.push(window);
  const sockets = [];
  for (let i = 0; i < fileLimit + 64; i++) {
    const socket = connect(base, "127.0.0.1");
    socket.on("error", () => undefined);
    sockets.push(socket);
  }
  await sleep(holdMs);
  for (const socket of sockets) socket.destroy();
  window.to = at();
  console.log(
    `  open-file limit filled from ${window.from.toFixed(1)} s to ${window.to.toFixed(1)} s`,
  );
}

// --- Load: pages on both servers, with the time of every failure. ---
const failures = [];
const pages = (url, connections, addressOf) =>
  pageLoop({
    baseUrl: url,
    routes: ["/", "/restaurant", "/apply"],
    connections,
    until: () => at() < seconds,
    headersFor: () => ({ "x-forwarded-for": addressOf() }),
    onFailure: (cause) => failures.push({ url, time: at(), cause }),
  });
let counter = 0;
const embeddedLoad = pages(embedded.url, 24, () => "8.8.8.8");
// A new public address per request, so every one asks the stand-in (verdicts are cached per address).
const supabaseLoad = pages(supabase.url, 8, () => {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
});

// --- Leads: four visitors, each posting every ~10 s (under submit_lead's 30 per minute). ---
const leads = { confirmed: [], refused: 0, givenUp: [], retries: 0 };
async function visitor(index) {
  for (let n = 0; at() < seconds - 5; n++) {
    const key = randomUUID();
    const address = `fd00:fa17::${index * 16 + (n % 4) + 1}`; // 4 addresses each: under 5 per 10 min
    const deadline = Date.now() + 40_000;
    for (let attempt = 0; ; attempt++) {
      if (attempt) leads.retries += 1;
      const result = await postContactLead(embedded.url, {
        fields,
        key,
        address,
        email: `fault-${index}-${n}@example.com`,
        signal: AbortSignal.timeout(15_000),
      }).catch(() => ({ status: 0, confirmed: false }));
      if (result.confirmed) {
        leads.confirmed.push(key);
        break;
      }
      if (result.status === 200) leads.refused += 1; // a refusal page (busy, rate limit, store failed)
      if (Date.now() > deadline) {
        leads.givenUp.push(key);
        break;
      }
      await sleep(500); // the visitor presses "Send" again, with the same key
    }
    await sleep(9_000);
  }
}

const faults = (async () => {
  await sleep(8_000);
  await killAndRestart();
  functionMode = "hang";
  await sleep(6_000);
  functionMode = "fail";
  for (const response of hanging) response.destroy();
  await killAndRestart();
  functionMode = "ok";
  await fillFileLimit(5_000);
})();

const [embeddedResult, supabaseResult] = await Promise.all([
  embeddedLoad,
  supabaseLoad,
  faults,
  ...[0, 1, 2, 3].map(visitor),
]);

// --- Afterwards: stop cleanly, and read the store from disk. ---
await stopProcess(embedded);
await stopProcess(supabase);
standIn.close();
for (const response of hanging) response.destroy();
const db = await PGlite.create(path.join(dataDir, "pglite"));
const { rows } = await db.query("select idempotency_key::text as key from public.leads");
await db.close();
const stored = rows.map((row) => row.key);
const storedSet = new Set(stored);

// Page latency: over every answered request, and apart from the first seconds after each restart,
// when the new process compiles each route's code on first use (a cold start, not a queue).
const warmUp = 5;
const afterRestart = (time) =>
  windows.some(
    (w) => w.kind === "down" && w.to !== undefined && time >= w.to - 1 && time <= w.to + warmUp,
  );
const millis = (result, keep = () => true) =>
  result.samples.filter((s) => keep((s.sentAt - started) / 1000)).map((s) => s.ms);
const latency = (result) => ({
  p50: percentile(millis(result), 50),
  p99: percentile(millis(result), 99),
  max: percentile(millis(result), 100),
  p99Warm: percentile(
    millis(result, (time) => !afterRestart(time)),
    99,
  ),
  maxInFirst5sAfterRestart: percentile(millis(result, afterRestart), 100),
});

const unexplained = failures.filter(
  (f) => !(f.url === embedded.url && (inWindow(f.time, "down") || inWindow(f.time, "files"))),
);
const report = {
  seconds,
  connections: 32,
  requests: {
    embedded: embeddedResult.samples.length,
    supabaseMode: supabaseResult.samples.length,
    non2xx: embeddedResult.non2xx + supabaseResult.non2xx,
  },
  errors: {
    whileDown: failures.filter((f) => f.url === embedded.url && inWindow(f.time, "down")).length,
    whileFilesFull: failures.filter(
      (f) => f.url === embedded.url && !inWindow(f.time, "down") && inWindow(f.time, "files"),
    ).length,
    otherwise: unexplained.length,
    otherwiseCauses: [...new Set(unexplained.map((f) => f.cause))],
  },
  pageLatencyMs: { embedded: latency(embeddedResult), supabaseMode: latency(supabaseResult) },
  functionStandIn: functionCalls,
  leads: {
    confirmed: leads.confirmed.length,
    stored: stored.length,
    lost: leads.confirmed.filter((key) => !storedSet.has(key)).length,
    duplicated: stored.length - storedSet.size,
    storedButNotConfirmed: stored.filter((key) => !leads.confirmed.includes(key)).length,
    givenUp: leads.givenUp.length,
    retries: leads.retries,
    refusals: leads.refused,
  },
  windows,
};
console.log(JSON.stringify(report, null, 2));
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/fault-load.json", JSON.stringify(report, null, 2));
rmSync(dataDir, { recursive: true, force: true });
const ok =
  report.errors.otherwise === 0 && report.leads.lost === 0 && report.leads.duplicated === 0;
console.log(ok ? "fault-load: passed" : "fault-load: FAILED");
process.exit(ok ? 0 : 1);
