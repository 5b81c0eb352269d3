/**
 * A count of attempts per key (an address's slot) over the current window and the one before it,
 * in this process's memory: enough to slow a guesser down on one instance, gone at restart. A key
 * is refused once its attempts in both windows reach the limit, so a run of attempts is held to it
 * whether or not a window ends in its middle (with one window, 21 attempts straddling its end all
 * passed). Every attempt is two map lookups: a window's counts are dropped whole when the next but
 * one begins, never scanned. A window holds at most `maxKeys` keys; past that, the newcomers share
 * one count, so a flood of addresses costs neither memory nor time beyond the cap (and, until the
 * windows pass, limits newcomers together).
 */
export function createRateLimit(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  const emptyWindow = () => ({ counts: new Map<string, number>(), overflow: 0 });
  let windowStart = now();
  let current = emptyWindow();
  let previous = emptyWindow();
  return {
    /** Counts an attempt; false when the key has used up its windows. */
    take(key: string): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        previous = at - windowStart >= 2 * windowMs ? emptyWindow() : current;
        current = emptyWindow();
        windowStart = at;
      }
      const count = current.counts.get(key);
      if (count === undefined && current.counts.size >= maxKeys)
        return ++current.overflow + previous.overflow <= limit;
      current.counts.set(key, (count ?? 0) + 1);
      return (previous.counts.get(key) ?? 0) + (count ?? 0) < limit;
    },
  };
}
