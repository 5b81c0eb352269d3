#!/usr/bin/env node
// `npm run bench`: first-visit JavaScript of every route and Lighthouse mobile (median of 3) on a
// sample of routes, against the production build. Prints a table, writes bench/results/*.json
// and exits 1 when a budget is missed.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { startAnchor } from "./anchors.mjs";
import { firstVisitJs } from "./js-size.mjs";
import { lighthouseRounds } from "./lighthouse.mjs";
import { startServer } from "../e2e/support/server-process.mjs";
import { serve } from "./serving.mjs";
import { traceTimings } from "./trace.mjs";

// BENCH_ROUTES=all runs the trace and Lighthouse on every pre-rendered route (54; long).
const sampleSetting =
  process.env.BENCH_ROUTES ??
  "/,/about,/restaurant,/cash-discount,/apply,/pitchbook,/ebook/credit-card-savings";
// --js-only: the first-visit JavaScript table beside the floor, and nothing else (a minute).
const jsOnly = process.argv.includes("--js-only");
// --serving-only: the JavaScript table, then serving beside the anchors (no trace, no Lighthouse).
const servingOnly = process.argv.includes("--serving-only");
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Issue 36: no route above the hello-world floor (measured in the same run) + 10 KiB gzip.
const jsOverFloorKib = 10;
// Issue 36: no task over 50 ms from navigation to load in the unthrottled trace, on any route.
const longTaskMs = 50;
// Issue 14's targets, on every sampled route: scores, LCP (also at most 2x the hello-world
// app's in the same run), TBT and CLS; performance 100 on the home page; with applied throttling,
// LCP at most 1.5x the hello-world app's; serving `/` compressed at 0.5x or more of the
// hello-world-with-proxy anchor's rate, p99 at most 2x its p99, without errors.
const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };
const limits = { lcpMs: 1500, lcpVsHello: 2, tbtMs: 100, cls: 0.02, appliedLcpVsHello: 1.5 };
const servingTargets = { rateVsAnchor: 0.5, p99VsAnchor: 2 };

const misses = [];
const port = Number(process.env.BENCH_PORT ?? 3900);
// The machine's load beside every figure: on a shared machine the absolute numbers are noisy,
// the ratios to the anchors measured in the same run much less so.
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${cpus().length} CPUs`;
/** "style, layout, paint 59 ms, script main.js 24 ms" (bench/tbt-causes.mjs). */
const formatCauses = (causes) =>
  causes.length ? causes.map(({ cause, ms }) => `${cause} ${ms} ms`).join(", ") : "none";
/** The lowest and highest of the targets' median benchmark indexes: "1,012-1,160". */
const benchmarkIndexes = (results) => {
  const values = Object.values(results).map((result) => Math.round(result.benchmarkIndex));
  return `${Math.min(...values).toLocaleString("en-US")}-${Math.max(...values).toLocaleString("en-US")} (a mid-range phone is about 1,000)`;
};
console.log(`Bench at ${new Date().toISOString()}, ${load()}`);
const hello = await startAnchor({ withProxy: false, port: port + 10 });
const helloProxy = await startAnchor({ withProxy: true, port: port + 11 });
const { url, stop } = await startServer({
  port,
  env: { TRUST_PROXY: "1", DATA_DIR: ".data-bench" },
});
const js = firstVisitJs();
const anchorJsKib = await (async () => {
  const html = await (await fetch(hello.url)).text();
  const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/noModule/i.test(tag))
    .map(([, src]) => src);
  let bytes = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(hello.url + src)).arrayBuffer());
    bytes += (await import("node:zlib")).gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
})();
const jsBudgetKib = Math.round((anchorJsKib + jsOverFloorKib) * 10) / 10;
const sample = sampleSetting === "all" ? Object.keys(js).sort() : sampleSetting.split(",");
console.log(
  `\nFirst-visit JavaScript (gzip): floor (hello-world) ${anchorJsKib} KiB, budget ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`,
);
console.log("     KiB  floor  +KiB  budget  route");
for (const [route, { kib }] of Object.entries(js).sort((a, b) => b[1].kib - a[1].kib)) {
  const over = kib > jsBudgetKib;
  if (over) misses.push(`${route}: ${kib} KiB JS > ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`);
  // Every page hydrates: none found means the HTML changed shape and this count went blind.
  if (kib === 0) misses.push(`${route}: no scripts found in its HTML`);
  const plus = (kib - anchorJsKib).toFixed(1);
  console.log(
    `  ${String(kib).padStart(6)} ${String(anchorJsKib).padStart(6)} ${plus.padStart(5)}  ${over ? "OVER" : "ok  "}    ${route}`,
  );
}
if (jsOnly) {
  stop();
  hello.stop();
  helloProxy.stop();
  console.log(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
  process.exit(misses.length ? 1 : 0);
}

const lighthouse = {};
const applied = {};
const traces = {};
const serving = {};
try {
  const targetsOf = [["hello-world", hello.url + "/"], ...sample.map((r) => [r, `${url}${r}`])];
  if (!servingOnly) {
    console.log(`\nTrace, unthrottled, median of ${runs} (ms): paint first, evaluate later?`);
    console.log(
      "  route                          doc   css  chunks  eval   FP    LCP  eval<FP  longest task",
    );
    for (const [route, target] of targetsOf) {
      const t = (traces[route] = await traceTimings(target, { runs }));
      const cells = [
        t.documentEnd,
        t.stylesheetEnd,
        t.lastChunkEnd,
        t.firstChunkEval,
        t.firstPaint,
        t.lcp,
        t.evalBeforePaint,
        t.longestTask,
      ];
      if (route !== "hello-world" && t.longestTask > longTaskMs)
        misses.push(`${route}: a ${t.longestTask} ms task while loading > ${longTaskMs} ms`);
      console.log(
        `  ${route.padEnd(30)} ${cells.map((c) => String(c ?? "-").padStart(5)).join(" ")}`,
      );
    }
    // Each Lighthouse section runs in rounds: every round the anchor and then each route once.
    console.log(
      `\nLighthouse mobile, applied throttling (devtools), median of ${runs} rounds (${load()})`,
    );
    Object.assign(
      applied,
      await lighthouseRounds(targetsOf, runs, { throttlingMethod: "devtools" }),
    );
    console.log(`  Lighthouse benchmark index of this machine: ${benchmarkIndexes(applied)}`);
    console.log("  route                          FCP ms  LCP ms  TTI ms  LCP/hello");
    for (const [route] of targetsOf) {
      const r = applied[route];
      const ratio = (r.lcpMs / applied["hello-world"].lcpMs).toFixed(2);
      if (route !== "hello-world" && Number(ratio) > limits.appliedLcpVsHello)
        misses.push(`${route}: applied LCP ${ratio}x hello-world's > ${limits.appliedLcpVsHello}x`);
      console.log(
        `  ${route.padEnd(30)} ${[r.fcpMs, r.lcpMs, r.ttiMs].map((v) => String(Math.round(v)).padStart(7)).join(" ")}  ${ratio}x`,
      );
    }
    Object.assign(lighthouse, await lighthouseRounds(targetsOf, runs));
    const helloLh = lighthouse["hello-world"];
    console.log(
      `\nLighthouse mobile, median of ${runs} rounds (${load()}); hello-world: perf ${helloLh.performance}, LCP ${Math.round(helloLh.lcpMs)} ms, TBT ${Math.round(helloLh.tbtMs)} ms, TTI ${Math.round(helloLh.ttiMs)} ms`,
    );
    console.log(`  Lighthouse benchmark index of this machine: ${benchmarkIndexes(lighthouse)}`);
    console.log(`  hello-world TBT of the median run by cause: ${formatCauses(helloLh.tbtCauses)}`);
    console.log("  route                          perf  a11y  best   seo    LCP ms  TBT ms    CLS");
    for (const route of sample) {
      const result = lighthouse[route];
      for (const [key, min] of Object.entries(targets))
        if (result[key] < min) misses.push(`${route}: ${key} ${result[key]} < ${min}`);
      if (route === "/" && result.performance < 100)
        misses.push(`/: performance ${result.performance} < 100`);
      const lcpLimit = Math.min(limits.lcpMs, limits.lcpVsHello * helloLh.lcpMs);
      if (result.lcpMs > lcpLimit) misses.push(`${route}: LCP ${result.lcpMs} ms > ${lcpLimit}`);
      if (result.tbtMs > limits.tbtMs)
        misses.push(`${route}: TBT ${result.tbtMs} ms > ${limits.tbtMs}`);
      if (result.cls > limits.cls) misses.push(`${route}: CLS ${result.cls} > ${limits.cls}`);
      const row = [result.performance, result.accessibility, result.bestPractices, result.seo]
        .map((value) => String(value).padStart(5))
        .join(" ");
      console.log(
        `  ${route.padEnd(30)} ${row} ${String(Math.round(result.lcpMs)).padStart(8)} ${String(Math.round(result.tbtMs)).padStart(7)} ${String(result.cls).padStart(6)}`,
      );
      console.log(
        `    FCP ${Math.round(result.fcpMs)} ms; unthrottled FCP ${Math.round(result.observedFcpMs)} ms, LCP ${Math.round(result.observedLcpMs)} ms; LCP element: ${result.lcpElement}`,
      );
      console.log(`    TBT of the median run by cause: ${formatCauses(result.tbtCauses)}`);
      if (result.failing.length) console.log(`    failing audits: ${result.failing.join(", ")}`);
    }
  }
  console.log(`\nServing, autocannon 32 connections, gate on (${load()})`);
  const rows = [
    ["hello-world + proxy, br/gzip", helloProxy.url + "/", true],
    ["hello-world, br/gzip", hello.url + "/", true],
    ["/ br/gzip", `${url}/`, true],
    ["/about br/gzip", `${url}/about`, true],
    ["/ uncompressed", `${url}/`, false],
    ["/about uncompressed", `${url}/about`, false],
  ];
  for (const [label, target, compressed] of rows) {
    const r = (serving[label] = await serve(target, { compressed }));
    const anchor = serving["hello-world + proxy, br/gzip"];
    if (label === "/ br/gzip") {
      if (r.requestsPerSecond < servingTargets.rateVsAnchor * anchor.requestsPerSecond)
        misses.push(`/ br/gzip: ${r.requestsPerSecond} req/s < 0.5x the anchor's`);
      if (r.p99Ms > servingTargets.p99VsAnchor * anchor.p99Ms)
        misses.push(`/ br/gzip: p99 ${r.p99Ms} ms > 2x the anchor's`);
    }
    if (r.errors) misses.push(`${label}: ${r.errors} errors`);
    console.log(
      `  ${label.padEnd(30)} ${String(r.requestsPerSecond).padStart(6)} req/s (${(r.requestsPerSecond / anchor.requestsPerSecond).toFixed(2)}x)  p99 ${r.p99Ms} ms  errors ${r.errors}`,
    );
  }
} finally {
  stop();
  hello.stop();
  helloProxy.stop();
}

// The statement review's uploads under load (bench/uploads.mjs): its own servers, after the rest.
if (!servingOnly) console.log("\nStatement uploads (bench/uploads.mjs)");
const uploads = servingOnly
  ? { stdout: "", status: 0 }
  : spawnSync(process.execPath, ["bench/uploads.mjs"], {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      env: { ...process.env, BENCH_PORT: String(port + 20) },
    });
process.stdout.write(uploads.stdout);
if (uploads.status !== 0) misses.push("statement uploads: see bench/uploads.mjs's misses above");

// The main thread while hostile PDFs are checked (bench/hostile-uploads.mjs): its own server.
console.log("\nHostile uploads (bench/hostile-uploads.mjs)");
const hostileRun = spawnSync(process.execPath, ["bench/hostile-uploads.mjs"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
process.stdout.write(hostileRun.stdout);
if (hostileRun.status !== 0) misses.push("hostile uploads: see bench/hostile-uploads.mjs above");

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      load: loadavg(),
      anchorJsKib,
      js,
      traces,
      applied,
      lighthouse,
      serving,
      uploads: uploads.stdout,
      misses,
    },
    null,
    2,
  ),
);
console.log(`\nWrote ${file}`);
console.log(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
process.exit(misses.length ? 1 : 0);
