#!/usr/bin/env node
// `npm run bench`: first-visit JavaScript of every route and Lighthouse mobile (median of 3) on a
// sample of routes, against the production build. Prints a table, writes bench/results/*.json
// and exits 1 when a budget is missed. Each table is its own module in bench/support/.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { startAnchor } from "./anchors.mjs";
import { builtRoutes, firstVisitJs } from "./js-size.mjs";
import { startServer } from "../e2e/support/server-process.mjs";
import { load } from "./support/bench-format.mjs";
import { anchorJsKib as floorKib, printJsTable } from "./support/js-table.mjs";
import { printAppliedLighthouse, printLighthouse } from "./support/lighthouse-tables.mjs";
import { printServing } from "./support/serving-table.mjs";
import { printTraces } from "./support/trace-table.mjs";
import { runMemoryBench, runUploadBenches } from "./support/child-benches.mjs";
import { npmStartArgs } from "./support/start-args.mjs";

// BENCH_ROUTES=all runs the trace and Lighthouse on every pre-rendered route (54; long).
const sampleSetting =
  process.env.BENCH_ROUTES ??
  "/,/about,/restaurant,/cash-discount,/apply,/pitchbook,/ebook/credit-card-savings";
// --js-only: the first-visit JavaScript table beside the floor, and nothing else (a minute).
const jsOnly = process.argv.includes("--js-only");
// --serving-only: the JavaScript table, then serving beside the anchors (no trace, no Lighthouse).
const servingOnly = process.argv.includes("--serving-only");
// --lighthouse-only: the JavaScript table, then Lighthouse mobile (simulated) on the sample and
// nothing else; with BENCH_ROUTES=all, every route's score in under an hour.
const lighthouseOnly = process.argv.includes("--lighthouse-only");
// --trace-only: the JavaScript table, then the unthrottled trace (each route's longest task while
// loading) on the sample, and nothing else.
const traceOnly = process.argv.includes("--trace-only");
const runs = Number(process.env.BENCH_RUNS ?? 3);

const misses = [];
const port = Number(process.env.BENCH_PORT ?? 3900);
console.log(`Bench at ${new Date().toISOString()}, ${load()}`);
const hello = await startAnchor({ withProxy: false, port: port + 10 });
const helloProxy = await startAnchor({ withProxy: true, port: port + 11 });
// Served as `npm start` serves it, its flags included (bench/support/start-args.mjs).
const { url, stop } = await startServer({
  port,
  env: { TRUST_PROXY: "1", DATA_DIR: ".data-bench" },
  args: npmStartArgs(),
});
const routes = builtRoutes();
const anchorJsKib = await floorKib(hello.url);
const js = await firstVisitJs(url, routes);
const sample = sampleSetting === "all" ? routes : sampleSetting.split(",");
printJsTable(js, anchorJsKib, misses);
if (jsOnly) {
  stop();
  hello.stop();
  helloProxy.stop();
  writeResults({ anchorJsKib, js });
  process.exit(misses.length ? 1 : 0);
}

let lighthouse = {};
let applied = {};
let traces = {};
let serving = {};
try {
  const targetsOf = [["hello-world", hello.url + "/"], ...sample.map((r) => [r, `${url}${r}`])];
  if (!servingOnly && !lighthouseOnly) traces = await printTraces(targetsOf, runs, misses);
  if (!servingOnly && !lighthouseOnly && !traceOnly)
    applied = await printAppliedLighthouse(targetsOf, runs, misses);
  if (!servingOnly && !traceOnly)
    lighthouse = await printLighthouse(targetsOf, sample, runs, misses);
  if (!lighthouseOnly && !traceOnly)
    serving = await printServing(
      { helloUrl: hello.url, helloProxyUrl: helloProxy.url, url },
      misses,
    );
} finally {
  stop();
  hello.stop();
  helloProxy.stop();
}
const uploads = lighthouseOnly || traceOnly ? "" : runUploadBenches({ port, servingOnly }, misses);
// The full run ends with memory, so issue 36's four figures (JavaScript, trace and Lighthouse,
// serving, memory) each print beside their anchors in one run.
const memory = servingOnly || lighthouseOnly || traceOnly ? "" : runMemoryBench({ port }, misses);

writeResults({ anchorJsKib, js, traces, applied, lighthouse, serving, uploads, memory });
process.exit(misses.length ? 1 : 0);

/** Writes bench/results/bench-<time>.json (JS_BEFORE can name it in a later run) and the verdict. */
function writeResults(figures) {
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  const at = new Date().toISOString();
  writeFileSync(file, JSON.stringify({ at, load: loadavg(), ...figures, misses }, null, 2));
  console.log(`\nWrote ${file}`);
  console.log(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
}
