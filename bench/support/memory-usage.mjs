// What bench/memory.mjs reads of a measured server: RSS from /proc, and the V8 heap and external
// memory the server writes on SIGUSR2 through bench/support/memory-probe.mjs.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => Math.round(bytes / 1048576);

/** RSS (MB, /proc), and heap used and external (MB, asked of the process) of a server. */
export async function memoryOf(pid, probeDir) {
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
