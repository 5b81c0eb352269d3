import { onShutdown } from "@/lib/shutdown";

/** How one run goes: `asOf` (dry runs only) asks what would be due at another moment. */
export type RetentionRunOptions = { dryRun: boolean; startUp: boolean; asOf?: Date };

/** One kind of deletion: a name, and a run that answers counts only (never personal data). */
export type RetentionJob = {
  name: string;
  run(options: RetentionRunOptions): Promise<Record<string, number>>;
};

export type RetentionScheduleOptions = {
  /** Between runs after the first (24 h). */
  intervalMs?: number;
  log?: Pick<Console, "info" | "error">;
};

/**
 * Runs every job now, in the background (the server serves meanwhile), then once a day, and
 * logs each run as counts. A failing job is logged and tried again at the next run. Stopped,
 * with the run in progress awaited, before the store closes at shutdown.
 */
export function scheduleRetention(
  jobs: readonly RetentionJob[],
  { intervalMs = 86_400_000, log = console }: RetentionScheduleOptions = {},
) {
  let running: Promise<void> = Promise.resolve();
  const runAll = (startUp: boolean) =>
    (running = running.then(async () => {
      for (const job of jobs) {
        try {
          const counts = await job.run({ dryRun: false, startUp });
          log.info(JSON.stringify({ event: "data_retention", job: job.name, ...counts }));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.error(
            JSON.stringify({
              event: "data_retention_failed",
              job: job.name,
              error: message.slice(0, 300),
            }),
          );
        }
      }
    }));
  void runAll(true);
  const timer = setInterval(() => void runAll(false), intervalMs);
  timer.unref();
  // After the outbox worker (10), before the store closes (100).
  onShutdown(
    "data-retention",
    async () => {
      clearInterval(timer);
      await running;
    },
    20,
  );
}

/**
 * Runs each job once and answers its counts, for `npm run data:retention`. A dry run deletes
 * nothing, and may be asked as of another moment, to see what a later run will delete.
 */
export async function runRetention(
  jobs: readonly RetentionJob[],
  { dryRun, asOf }: { dryRun: boolean; asOf?: Date },
) {
  if (asOf && !dryRun) throw new Error("asOf is for dry runs only: deletion always runs as of now");
  const results: Record<string, Record<string, number>> = {};
  for (const job of jobs) results[job.name] = await job.run({ dryRun, startUp: false, asOf });
  return results;
}
