import { cpuClock } from "../cpu-clock";

/** A read's CPU budget: `over()` once `ms` have been spent since it was made. */
export type Budget = { over(): boolean };

const spent: Budget = { over: () => true };

/**
 * A budget of `ms` of the thread's CPU. The clock reads /proc, so it is looked at only on every
 * `every`th call: reading rows or strings, a read passes its budget by a few ms at most. A budget
 * of nothing (a check that used the worker's time) is spent before the first row.
 */
export function cpuBudget(ms: number, every = 256): Budget {
  if (ms <= 0) return spent;
  const clock = cpuClock();
  const started = clock();
  let calls = 0;
  return { over: () => ++calls % every === 0 && clock() - started > ms };
}

/** No budget (tests, and readers handed no deadline). */
export const unbounded: Budget = { over: () => false };
