// The benches bench/run.mjs runs after the rest, each as its own process with its own servers:
// the statement review's uploads under load, the main thread while hostile PDFs are checked, and
// the server's memory beside the hello-world apps. Their output is passed through; a failing one
// adds a miss.
import { spawnSync } from "node:child_process";

/** Runs one bench script; returns its output, and adds a miss when it exits other than 0. */
function runChild(title, script, misses, env = {}) {
  console.log(`\n${title} (${script})`);
  const run = spawnSync(process.execPath, [script], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  process.stdout.write(run.stdout);
  if (run.status !== 0) misses.push(`${title.toLowerCase()}: see ${script}'s misses above`);
  return run.stdout;
}

/** Runs both upload benches (only the hostile one with `servingOnly`); returns the uploads one's output. */
export function runUploadBenches({ port, servingOnly }, misses) {
  const uploads = servingOnly
    ? ""
    : runChild("Statement uploads", "bench/uploads.mjs", misses, {
        BENCH_PORT: String(port + 20),
      });
  runChild("Hostile uploads", "bench/hostile-uploads.mjs", misses);
  return uploads;
}

/** Runs the memory bench (issue 36: RSS per mode beside the anchors); returns its output. */
export function runMemoryBench({ port }, misses) {
  return runChild("Memory", "bench/memory.mjs", misses, { BENCH_PORT: String(port + 30) });
}
