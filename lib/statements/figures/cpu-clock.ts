import { ownThreadId, threadCpuMs } from "@/lib/server/thread-priority.mjs";

/**
 * The calling thread's CPU time in ms where Linux gives it, else the wall clock (10 ms steps
 * either way): the readers' budgets count what the worker's deadline counts.
 */
export function cpuClock(): () => number {
  const thread = ownThreadId();
  if (thread === null || threadCpuMs(thread) === null) return () => performance.now();
  return () => threadCpuMs(thread) ?? Infinity;
}
