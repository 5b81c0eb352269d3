/**
 * A fixed-window count of attempts per key (the client address), in this process's memory: enough
 * to slow a guesser down on one instance, gone at restart. Old windows are dropped as it goes.
 */
export function createRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs, now = Date.now } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts an attempt; false when the key has used up its window. */
    take(key: string): boolean {
      const at = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
