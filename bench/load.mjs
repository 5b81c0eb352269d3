#!/usr/bin/env node
// `npm run bench:load`: autocannon against `/` of the production build, 32 connections, with the
// location gate on (embedded check, a rotating set of US visitor addresses behind a trusted
// proxy) and with GEO_GATE=off. Target: the gate costs at most 10% of throughput, p99 < 50 ms,
// no errors.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server-process.mjs";

const duration = Number(process.env.LOAD_SECONDS ?? 15);
const connections = 32;
// 1,000 distinct public US addresses (Google's 8.8.0.0/22 and Level 3's 4.2.0.0/22).
const addresses = Array.from({ length: 1000 }, (_, index) =>
  index % 2 ? `8.8.${(index >> 8) & 3}.${index & 255}` : `4.2.${(index >> 8) & 3}.${index & 255}`,
);

async function measure(label, env) {
  const { url, stop } = await startServer({
    port: Number(process.env.BENCH_PORT ?? 3950),
    env: { TRUST_PROXY: "1", DATA_DIR: ".data-bench", ...env },
  });
  try {
    let next = 0;
    const options = {
      url: `${url}/`,
      connections,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              "x-forwarded-for": addresses[next++ % addresses.length],
            },
          }),
        },
      ],
    };
    await autocannon({ ...options, duration: 3 }); // warm-up: caches, JIT
    const result = await autocannon({ ...options, duration });
    const summary = {
      label,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    console.log(
      `  ${label.padEnd(10)} ${String(summary.requestsPerSecond).padStart(7)} req/s   p50 ${summary.p50Ms} ms   p99 ${summary.p99Ms} ms   errors ${summary.errors}`,
    );
    return summary;
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

console.log(`autocannon, ${connections} connections, ${duration} s, GET /`);
const off = await measure("gate off", { GEO_GATE: "off" });
const on = await measure("gate on", { GEO_GATE: "on" });
const cost = 1 - on.requestsPerSecond / off.requestsPerSecond;
console.log(`  the gate costs ${(cost * 100).toFixed(1)}% of throughput`);

const misses = [];
if (cost > 0.1) misses.push(`gate costs ${(cost * 100).toFixed(1)}% > 10%`);
for (const run of [on, off]) {
  if (run.p99Ms >= 50) misses.push(`${run.label}: p99 ${run.p99Ms} ms >= 50 ms`);
  if (run.errors) misses.push(`${run.label}: ${run.errors} errors`);
}
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { at: new Date().toISOString(), connections, duration, off, on, cost, misses },
    null,
    2,
  ),
);
console.log(`Wrote ${file}`);
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exit(misses.length ? 1 : 0);
