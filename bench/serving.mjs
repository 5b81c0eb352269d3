// Serving throughput: autocannon, 32 connections, as a browser asks (`accept-encoding: br,
// gzip`) or without compression, with the location gate on (a US visitor behind a trusted proxy).
import autocannon from "autocannon";

const duration = Number(process.env.LOAD_SECONDS ?? 10);

/**
 * { requestsPerSecond, p99Ms, errors, requests } of GET url. `around` (optional) is called with
 * "start" after the warm-up and "end" after the measured load (bench/layers.mjs profiles there).
 */
export async function serve(url, { compressed = true, around = async () => {} } = {}) {
  const options = {
    url,
    connections: 32,
    headers: {
      "x-forwarded-for": "8.8.8.8",
      ...(compressed ? { "accept-encoding": "br, gzip" } : {}),
    },
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: caches, JIT
  await around("start");
  const result = await autocannon({ ...options, duration });
  await around("end");
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
