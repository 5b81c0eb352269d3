// A closed-loop page load for the fault bench: `connections` visitors, each on its own keep-alive
// socket, asking for the routes in turn and timing every answer from the moment it was sent.
// autocannon is not used here on purpose: when a connection is refused it queues a new request
// without dropping the failed one, so after a restart every answer is matched to a request sent
// before the crash and its "latency" includes the whole outage (p50 30 s in the first run).
import http from "node:http";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function get(agent, url, headers, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode }));
      response.on("error", (error) => resolve({ error }));
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ error }));
  });
}

/**
 * Runs until `until()` is false. `onFailure(cause)` hears of every refused, dropped or timed-out
 * request and every status >= 400. After a failed connection a visitor waits `backoffMs`, as a
 * browser or a load balancer would, instead of spinning on a closed port.
 */
export async function pageLoop({
  baseUrl,
  routes,
  connections,
  until,
  headersFor = () => ({}),
  onFailure = () => undefined,
  timeoutMs = 10_000,
  backoffMs = 100,
}) {
  const samples = []; // { sentAt (epoch ms), ms } for every answered request
  let non2xx = 0;
  async function visitor(index) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = index; until(); n++) {
      const sentAt = Date.now();
      const start = performance.now();
      const result = await get(
        agent,
        `${baseUrl}${routes[n % routes.length]}`,
        {
          "accept-encoding": "br, gzip",
          ...headersFor(),
        },
        timeoutMs,
      );
      if (result.error) {
        onFailure(result.error.code ?? result.error.message);
        await sleep(backoffMs);
        continue;
      }
      samples.push({ sentAt, ms: performance.now() - start });
      if (result.status >= 300) non2xx += 1;
      if (result.status >= 400) onFailure(`http ${result.status}`);
    }
    agent.destroy();
  }
  await Promise.all(Array.from({ length: connections }, (_, i) => visitor(i)));
  return { samples, non2xx };
}

/** The p-th percentile (0–100) of a list of milliseconds, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
