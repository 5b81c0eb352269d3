import { VerdictCache } from "./verdict-cache";

describe("verdict cache", () => {
  it("coalesces concurrent lookups for one address into one call", async () => {
    const cache = new VerdictCache<boolean>();
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      calls += 1;
      await gate;
      return { value: false, ttlMs: 1000 };
    };
    const answers = Promise.all([
      cache.get("1.2.3.4", load),
      cache.get("1.2.3.4", load),
      cache.get("1.2.3.4", load),
    ]);
    release();
    expect(await answers).toEqual([false, false, false]);
    expect(calls).toBe(1);
  });

  it("serves a verdict from the cache until it expires, then looks again", async () => {
    let now = 0;
    const cache = new VerdictCache<boolean>(100, () => now);
    const load = jest.fn(async () => ({ value: true, ttlMs: 60_000 }));
    await cache.get("a", load);
    now = 59_999;
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 60_001;
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("evicts the least recently used entry beyond its capacity", async () => {
    const cache = new VerdictCache<string>(2);
    const load = (value: string) => async () => ({ value, ttlMs: 10_000 });
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a2"));
    await cache.get("c", load("c"));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", load("fresh"))).toBe("a");
    expect(await cache.get("b", load("fresh"))).toBe("fresh");
  });

  it("does not cache a failed load, so the next request tries again", async () => {
    const cache = new VerdictCache<boolean>();
    await expect(cache.get("x", async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(await cache.get("x", async () => ({ value: true, ttlMs: 1000 }))).toBe(true);
  });
});
