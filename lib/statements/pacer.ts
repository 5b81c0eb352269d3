/**
 * A check that long work calls often: it answers a promise to await, letting the event loop serve
 * other requests, once `sliceMs` have passed since the last pause, and undefined (no await, no
 * cost) otherwise.
 */
export function pacer(sliceMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      since = performance.now();
    });
  };
}
