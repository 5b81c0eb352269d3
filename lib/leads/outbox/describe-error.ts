/** A short, single-line reason for the log and the row; never the message's content. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[\r\n]+/g, " ").slice(0, 300);
}

/**
 * The kind of a failure for readiness, which anyone who can reach it may read: a system error
 * code or the error's class, never a message (messages can carry hosts, paths or keys).
 */
export function errorKind(error: unknown): string {
  const { code, cause, name } = (error ?? {}) as {
    code?: unknown;
    cause?: unknown;
    name?: unknown;
  };
  if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  // fetch() reports a refused connection as TypeError("fetch failed") with the code in its cause.
  if (cause) {
    const kind = errorKind(cause);
    if (/^[A-Z0-9_]+$/.test(kind)) return kind;
  }
  return typeof name === "string" && /^\w{1,40}$/.test(name) ? name : typeof error;
}
