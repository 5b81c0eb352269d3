// Page loads timed while something else runs (uploads, hostile files): visitors at a steady 20
// pages a second (two keep-alive connections, one page each every 100 ms), as real traffic is,
// rather than a closed loop that would saturate the server and take the CPU being measured.
import http from "node:http";

/** p50, p99 and worst (ms, rounded) of page load times. */
export function latencySummary(times) {
  const ms = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN);
  return { pages: ms.length, p50: at(0.5), p99: at(0.99), worst: at(1) };
}

/**
 * p50, p99 and worst of page loads (ms, rounded) while `during()` runs, its result, and every
 * load's time (`ms`) for pooling rounds.
 */
export async function pageLatency(url, during, { routes, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true });
  const ms = [];
  let running = true;
  const visitor = async (offset) => {
    for (let n = offset; running; n += 2) {
      const start = performance.now();
      await new Promise((resolve) => {
        http
          .get(`${url}${routes[n % routes.length]}`, { agent, headers }, (res) => {
            res.resume();
            res.on("end", resolve);
          })
          .on("error", resolve);
      });
      const took = performance.now() - start;
      ms.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - took)));
    }
  };
  const visitors = [visitor(0), visitor(1)];
  const result = await during();
  running = false;
  await Promise.all(visitors);
  agent.destroy();
  return { result, ms, ...latencySummary(ms) };
}
