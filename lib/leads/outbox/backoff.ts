/**
 * Retry policy: the first retry after about `baseMs`, doubling up to `maxMs`, for `forMs` (the
 * database decides when that window has closed, by its own clock).
 */
export type RetryPolicy = { baseMs: number; maxMs: number; forMs: number };

/**
 * The wait before the next attempt after `attempts` failures: exponential with "equal jitter"
 * (half fixed, half random), so a receiver that comes back is not hit by every row at once.
 */
export function retryDelay(
  attempts: number,
  random: () => number,
  policy: Pick<RetryPolicy, "baseMs" | "maxMs">,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
