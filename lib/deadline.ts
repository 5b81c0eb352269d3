/** The error a missed deadline rejects with; its name is what logs and readiness report. */
export class DeadlineError extends Error {
  override name = "TimeoutError";
}

/**
 * Runs `work` with a signal that aborts at the deadline (or when `parent` aborts), and rejects
 * then even if the work ignores the signal, so a hung call never holds its caller longer.
 */
export async function withDeadline<T>(
  what: string,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onParentAbort: (() => void) | undefined;
  const cut = new Promise<never>((_, reject) => {
    const stop = (error: unknown) => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => stop(new DeadlineError(`${what} timed out after ${ms} ms`)), ms);
    onParentAbort = () => stop(parent?.reason);
    if (parent?.aborted) onParentAbort();
    else parent?.addEventListener("abort", onParentAbort, { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), cut]);
  } finally {
    clearTimeout(timer);
    if (onParentAbort) parent?.removeEventListener("abort", onParentAbort);
  }
}
