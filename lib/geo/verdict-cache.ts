/** A small LRU of verdicts with per-entry lifetimes, coalescing concurrent lookups of one key. */
export class VerdictCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly pending = new Map<string, Promise<{ value: T; ttlMs: number }>>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the result of `load` (one call per key at a time), cached for its ttl. */
  async get(key: string, load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);

    let inFlight = this.pending.get(key);
    if (!inFlight) {
      inFlight = load().finally(() => this.pending.delete(key));
      this.pending.set(key, inFlight);
      const { value, ttlMs } = await inFlight;
      this.set(key, value, ttlMs);
      return value;
    }
    return (await inFlight).value;
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: string, value: T, ttlMs: number) {
    if (ttlMs <= 0) return;
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
