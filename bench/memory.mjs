#!/usr/bin/env node
// `npm run bench:memory`: the server's memory at each step of a day, beside the hello-world
// anchors in the same run: RSS (from /proc), V8 heap and external memory (from the process, via
// bench/support/memory-probe.mjs). Embedded mode: after the first start (a new data directory),
// idle after a second start, after PAGES (10,000) page requests, after UPLOADS (20) statement
// uploads. Supabase mode (a refusing URL: memory, not answers) and the anchors: idle and after the
// pages. Exits 1 past issue 36's targets: embedded idle <= 300 MB and <= 364 MB after it all;
// Supabase <= 1.5x the hello-world-with-proxy app. BENCH_PORT (3930).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { startAnchor } from "./anchors.mjs";
import { startServer } from "../e2e/support/server-process.mjs";
import { withEmbeddedDatabase } from "../lib/leads/embedded/control-client.mjs";

const port = Number(process.env.BENCH_PORT ?? 3930);
const pages = Number(process.env.PAGES ?? 10_000);
const uploads = Number(process.env.UPLOADS ?? 20);
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 10);
const targets = { embeddedIdleMb: 300, embeddedAfterMb: 364, supabaseVsAnchor: 1.5 };
const probeDir = mkdtempSync(path.join(tmpdir(), "lcms-memory-probe-"));
const probe = path.resolve("bench/support/memory-probe.mjs");
// SERVER_NODE_OPTIONS and MALLOC_ARENA_MAX reach the measured servers, to try settings.
const probeEnv = {
  MEMORY_PROBE_DIR: probeDir,
  NODE_OPTIONS: `--import=${probe} ${process.env.SERVER_NODE_OPTIONS ?? ""}`.trim(),
  ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
};
// BENCH_MODES: which of anchors, embedded, supabase to run (all by default).
const modes = (process.env.BENCH_MODES ?? "anchors,embedded,supabase").split(",");
// The site is started as `npm start` starts it (its flags included), not as a bare server.mjs.
const startArgs = JSON.parse(readFileSync("package.json", "utf8"))
  .scripts.start.split(" ")
  .slice(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => Math.round(bytes / 1048576);

/** RSS (MB, /proc), and heap used and external (MB, asked of the process) of a server. */
async function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  const file = path.join(probeDir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      const usage = JSON.parse(readFileSync(file, "utf8"));
      return { rss: Math.round(rss), heap: mb(usage.heapUsed), external: mb(usage.external) };
    } catch {
      await sleep(100);
    }
  }
  return { rss: Math.round(rss), heap: null, external: null };
}

/** `amount` GET requests over the routes a visitor reads most, 32 connections, brotli. */
async function pageRequests(url, amount) {
  const routes = url.includes("lcms") ? ["/"] : ["/", "/about", "/contact", "/statement-review"];
  const per = Math.ceil(amount / routes.length);
  for (const route of routes)
    await autocannon({
      url: url + route,
      connections: 32,
      amount: per,
      headers: { "accept-encoding": "br", "x-forwarded-for": "8.8.8.8" },
    });
}

/** A one-page statement PDF, made by pdf-lib as a processor's portal would, different per `n`. */
async function statementPdf(n) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (let line = 0; line < 40; line += 1)
    page.drawText(`Statement ${n}, line ${line}: Visa 1,234.56 fees 31.20`, {
      x: 40,
      y: 750 - line * 18,
      size: 10,
      font,
    });
  return Buffer.from(await doc.save());
}

/** One statement upload from its own address; true when stored. */
async function upload(url, n) {
  const boundary = `----lcmsmemory${n}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const pdf = await statementPdf(n);
  const body = Buffer.concat([
    Buffer.from(
      field("name", "Memory Bench") +
        field("email", `memory-${n}@example.com`) +
        field("businessName", `Bench ${n}`) +
        `--${boundary}\r\nContent-Disposition: form-data; name="statements"; filename="s-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${url}/statement-review/upload`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-forwarded-for": `10.97.0.${n}`,
    },
    body,
  });
  const answer = await response.json().catch(() => ({}));
  if (answer.status !== "success")
    console.log(`    upload ${n}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.status === "success";
}

const rows = [];
const record = async (label, step, server) => {
  const memory = await memoryOf(server.child.pid);
  rows.push({ label, step, ...memory });
  console.log(
    `  ${label.padEnd(24)} ${step.padEnd(34)} RSS ${String(memory.rss).padStart(4)} MB  heap ${String(memory.heap).padStart(3)} MB  external ${String(memory.external).padStart(3)} MB`,
  );
  return memory;
};

console.log(
  `Memory bench at ${new Date().toISOString()}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const misses = [];
for (const withProxy of modes.includes("anchors") ? [false, true] : []) {
  const label = withProxy ? "hello-world + proxy" : "hello-world";
  const anchor = await startAnchor({ withProxy, port: port + (withProxy ? 2 : 1), env: probeEnv });
  try {
    await sleep(idleSeconds * 1000);
    await record(label, `idle ${idleSeconds} s after start`, anchor);
    await pageRequests(anchor.url, pages);
    await record(label, `after ${pages} pages`, anchor);
  } finally {
    await anchor.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-memory-data-"));
if (modes.includes("embedded")) await embedded();
async function embedded() {
  const embeddedEnv = { ...probeEnv, TRUST_PROXY: "1", DATA_DIR: dataDir };
  try {
    let server = await startServer({ port, env: embeddedEnv, args: startArgs });
    await sleep(idleSeconds * 1000);
    await record("embedded", "first start (new data dir), idle", server);
    await server.stop();
    // The lead caps are raised while no server holds the database, as bench/uploads.mjs does.
    await withEmbeddedDatabase(dataDir, (db) =>
      db.exec(
        "update public.lead_settings set global_limit = 1000000, per_address_limit = 1000000",
      ),
    );
    server = await startServer({ port, env: embeddedEnv, args: startArgs });
    try {
      await sleep(idleSeconds * 1000);
      const idle = await record("embedded", `idle ${idleSeconds} s after start`, server);
      if (idle.rss > targets.embeddedIdleMb)
        misses.push(`embedded idle: ${idle.rss} MB > ${targets.embeddedIdleMb} MB`);
      await pageRequests(server.url, pages);
      await record("embedded", `after ${pages} pages`, server);
      let stored = 0;
      for (let n = 1; n <= uploads; n += 1) stored += (await upload(server.url, n)) ? 1 : 0;
      await sleep(2000);
      const after = await record("embedded", `+ ${uploads} uploads (${stored} stored)`, server);
      if (stored < uploads) misses.push(`embedded: ${uploads - stored} uploads not stored`);
      if (after.rss > targets.embeddedAfterMb)
        misses.push(
          `embedded after pages and uploads: ${after.rss} MB > ${targets.embeddedAfterMb} MB`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const supabaseEnv = {
  ...probeEnv,
  TRUST_PROXY: "1",
  SUPABASE_URL: "http://127.0.0.1:9",
  SUPABASE_ANON_KEY: "a".repeat(40),
  SUPABASE_SERVICE_ROLE_KEY: "s".repeat(40),
  DATA_DIR: path.join(probeDir, "supabase-data"),
  GEO_GATE: "off",
};
if (modes.includes("supabase")) await supabaseMode();
async function supabaseMode() {
  const supabase = await startServer({ port, env: supabaseEnv, args: startArgs });
  try {
    await sleep(idleSeconds * 1000);
    await record("supabase (refusing)", `idle ${idleSeconds} s after start`, supabase);
    await pageRequests(supabase.url, pages);
    await record("supabase (refusing)", `after ${pages} pages`, supabase);
  } finally {
    await supabase.stop();
  }
}
rmSync(probeDir, { recursive: true, force: true });

const anchorRow = (step) => rows.find((r) => r.label === "hello-world + proxy" && r.step === step);
for (const step of modes.includes("anchors") && modes.includes("supabase")
  ? [`idle ${idleSeconds} s after start`, `after ${pages} pages`]
  : []) {
  const own = rows.find((r) => r.label === "supabase (refusing)" && r.step === step);
  const ratio = own.rss / anchorRow(step).rss;
  console.log(`  Supabase mode ${step}: ${ratio.toFixed(2)}x the hello-world-with-proxy app`);
  if (ratio > targets.supabaseVsAnchor)
    misses.push(`supabase ${step}: ${ratio.toFixed(2)}x > ${targets.supabaseVsAnchor}x`);
}
console.log(misses.length ? `Missed:\n  ${misses.join("\n  ")}` : "All memory targets met.");
process.exit(misses.length ? 1 : 0);
