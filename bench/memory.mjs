#!/usr/bin/env node
// `npm run bench:memory`: the server's memory at each step of a day, beside the hello-world
// anchors in the same run: RSS (from /proc), V8 heap and external memory (from the process, via
// bench/support/memory-probe.mjs). Embedded mode: after the first start (a new data directory),
// idle after a second start, after PAGES (10,000) page requests, after UPLOADS (20) statement
// uploads. Supabase mode (a refusing URL: memory, not answers) and the anchors: idle and after the
// pages. Exits 1 past issue 36's targets: embedded idle <= 300 MB and <= 364 MB after it all;
// Supabase <= 1.5x the hello-world-with-proxy app. BENCH_PORT (3930). The steps of each server
// are in bench/support/memory-modes.mjs.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { measureAnchors, measureEmbedded, measureSupabase } from "./support/memory-modes.mjs";
import { memoryOf } from "./support/memory-usage.mjs";
import { npmStartArgs } from "./support/start-args.mjs";

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
const startArgs = npmStartArgs();

const rows = [];
const record = async (label, step, server) => {
  const memory = await memoryOf(server.child.pid, probeDir);
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
const run = { port, pages, uploads, idleSeconds, probeEnv, probeDir, startArgs, targets };
Object.assign(run, { record, misses });
if (modes.includes("anchors")) await measureAnchors(run);
if (modes.includes("embedded")) await measureEmbedded(run);
if (modes.includes("supabase")) await measureSupabase(run);
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
