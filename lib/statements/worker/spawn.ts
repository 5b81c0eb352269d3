import { Worker, type ResourceLimits } from "node:worker_threads";

/**
 * Starts one inspection worker. The `new Worker(new URL(...))` form is what Next's bundler
 * recognises: it builds inspect-worker.ts and its imports into a chunk of its own, found at run
 * time beside this module's chunk, in `next build` output and standalone output alike.
 */
export function spawnInspectionWorker(resourceLimits: ResourceLimits): Worker {
  return new Worker(new URL("./inspect-worker.ts", import.meta.url), { resourceLimits });
}
