// bench/run.mjs's serving table: autocannon at 32 connections (bench/serving.mjs) on the anchors,
// then `/` and `/about` with and without compression, each rate beside the hello-world-with-proxy
// anchor's.
import { load } from "./bench-format.mjs";
import { serve } from "../serving.mjs";

// Issue 14: serving `/` compressed at 0.5x or more of the hello-world-with-proxy anchor's rate,
// p99 at most 2x its p99, without errors.
const servingTargets = { rateVsAnchor: 0.5, p99VsAnchor: 2 };

/** Prints the table, adds misses; returns the results by row label. */
export async function printServing({ helloUrl, helloProxyUrl, url }, misses) {
  const serving = {};
  console.log(`\nServing, autocannon 32 connections, gate on (${load()})`);
  const rows = [
    ["hello-world + proxy, br/gzip", helloProxyUrl + "/", true],
    ["hello-world, br/gzip", helloUrl + "/", true],
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
  return serving;
}
