// The upload benches bench/run.mjs runs after the rest, each as its own process with its own
// servers: the statement review's uploads under load, and the main thread while hostile PDFs are
// checked. Their output is passed through; a failing one adds a miss.
import { spawnSync } from "node:child_process";

/** Runs both (only the hostile one with `servingOnly`); returns the uploads bench's output. */
export function runUploadBenches({ port, servingOnly }, misses) {
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

  console.log("\nHostile uploads (bench/hostile-uploads.mjs)");
  const hostileRun = spawnSync(process.execPath, ["bench/hostile-uploads.mjs"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(hostileRun.stdout);
  if (hostileRun.status !== 0) misses.push("hostile uploads: see bench/hostile-uploads.mjs above");
  return uploads.stdout;
}
