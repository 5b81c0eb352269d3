#!/usr/bin/env node
// `npm run bench`: first-visit JavaScript of every route and Lighthouse mobile (median of 3) on a
// sample of routes, against the production build. Prints a table, writes bench/results/*.json
// and exits 1 when a budget is missed.
import { mkdirSync, writeFileSync } from "node:fs";
import { firstVisitJs } from "./js-size.mjs";
import { lighthouseMedian } from "./lighthouse.mjs";
import { startServer } from "./serve.mjs";

const sample = (
  process.env.BENCH_ROUTES ?? "/,/about,/cash-discount,/restaurant,/contact,/blog,/pitchbook"
).split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const jsBudgetKib = (route) => (route === "/" ? 160 : 150);
const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 };
const homeTargets = { performance: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

const misses = [];
const { url, stop } = await startServer({ port: Number(process.env.BENCH_PORT ?? 3900) });
const js = firstVisitJs();

console.log("\nFirst-visit JavaScript (gzip)");
for (const [route, { kib }] of Object.entries(js).sort((a, b) => b[1].kib - a[1].kib)) {
  const over = route !== "/restricted" && kib > jsBudgetKib(route);
  if (over) misses.push(`${route}: ${kib} KiB JS > ${jsBudgetKib(route)} KiB`);
  console.log(`  ${String(kib).padStart(6)} KiB ${over ? "OVER" : "ok  "} ${route}`);
}

const lighthouse = {};
try {
  console.log(`\nLighthouse mobile, median of ${runs}`);
  console.log("  route                          perf  a11y  best   seo    LCP ms  TBT ms    CLS");
  for (const route of sample) {
    const result = await lighthouseMedian(`${url}${route}`, runs);
    lighthouse[route] = result;
    for (const [key, min] of Object.entries(targets))
      if (result[key] < min) misses.push(`${route}: ${key} ${result[key]} < ${min}`);
    if (route === "/") {
      if (result.performance < homeTargets.performance)
        misses.push(`/: performance ${result.performance} < 100`);
      if (result.lcpMs > homeTargets.lcpMs)
        misses.push(`/: LCP ${result.lcpMs} ms > ${homeTargets.lcpMs}`);
      if (result.tbtMs > homeTargets.tbtMs)
        misses.push(`/: TBT ${result.tbtMs} ms > ${homeTargets.tbtMs}`);
      if (result.cls > homeTargets.cls) misses.push(`/: CLS ${result.cls} > ${homeTargets.cls}`);
    }
    const row = [result.performance, result.accessibility, result.bestPractices, result.seo]
      .map((value) => String(value).padStart(5))
      .join(" ");
    console.log(
      `  ${route.padEnd(30)} ${row} ${String(Math.round(result.lcpMs)).padStart(8)} ${String(Math.round(result.tbtMs)).padStart(7)} ${String(result.cls).padStart(6)}`,
    );
    console.log(
      `    FCP ${Math.round(result.fcpMs)} ms; unthrottled FCP ${Math.round(result.observedFcpMs)} ms, LCP ${Math.round(result.observedLcpMs)} ms; LCP element: ${result.lcpElement}`,
    );
    if (result.failing.length) console.log(`    failing audits: ${result.failing.join(", ")}`);
  }
} finally {
  stop();
}

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify({ at: new Date().toISOString(), js, lighthouse, misses }, null, 2),
);
console.log(`\nWrote ${file}`);
console.log(misses.length ? `Budgets missed:\n  ${misses.join("\n  ")}` : "All budgets met.");
process.exit(misses.length ? 1 : 0);
