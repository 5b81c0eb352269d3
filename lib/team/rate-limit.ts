/**
 * A fixed-window count of attempts per key (an address's slot), in this process's memory: enough
 * to slow a guesser down on one instance, gone at restart. Every attempt is one map lookup: the
 * window's counts are dropped whole when it ends, never scanned. A window holds at most `maxKeys`
 * keys; past that, the newcomers share one count, so a flood of addresses costs neither memory
 * nor time beyond the cap (and, until the window ends, limits newcomers together).
 */
export function createRateLimit(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  let windowStart = now();
  let counts = new Map<string, number>();
  let overflow = 0;
  return {
    /** Counts an attempt; false when the key has used up its window. */
    take(key: string): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts = new Map();
        overflow = 0;
      }
      const count = counts.get(key);
      if (count === undefined && counts.size >= maxKeys) return ++overflow <= limit;
      counts.set(key, (count ?? 0) + 1);
      return (count ?? 0) < limit;
    },
  };
}
