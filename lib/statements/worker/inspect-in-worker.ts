import { availableParallelism } from "node:os";
import { threadCpuMs } from "@/lib/server/thread-priority.mjs";
import type { ContentKind } from "../inspect-content";
import type { Inspection } from "../result";
import { createInspectionPool } from "./pool";
import { spawnInspectionWorker } from "./spawn";

/** The server's worker pool's bounds, read by the bench and the attack tests too. */
export const inspectionPoolLimits = {
  /**
   * One file checked per core but one, which the main thread keeps for pages: with two workers on
   * two cores, ten hostile files at once put page p99 at 4x idle (bench:hostile).
   */
  size: Math.max(1, availableParallelism() - 1),
  /** Real statements take well under a second of CPU; a file that has had 5 s is refused. */
  deadlineMs: 5_000,
  /**
   * However busy the machine, a merchant waits at most this long for a file's check: a worker
   * starved of CPU that long is refused as well, with the same "too complex" message.
   */
  wallLimitMs: 15_000,
  /** Workers exit after 30 s without a file, so an idle server holds none. */
  idleMs: 30_000,
  /**
   * A 12 MB PDF of 100,000 objects was checked within a 40 MB heap (in 0.6-1 s); four times that
   * leaves room, and stops files built to be held in memory (see the pool test).
   */
  limits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
} as const;

let pool: ReturnType<typeof createInspectionPool> | undefined;

/** Checks a PDF, CSV or XLSX in the process's worker pool, started by the first upload. */
export function inspectInWorker(bytes: Buffer, kind: ContentKind): Promise<Inspection> {
  pool ??= createInspectionPool({
    spawn: spawnInspectionWorker,
    threadCpuMs,
    ...inspectionPoolLimits,
    limits: { ...inspectionPoolLimits.limits },
  });
  return pool.inspect(bytes, kind);
}
