/** The flag the server sets when it starts to drain (server.mjs, and Next's signal bridge). */
const drainingKey = Symbol.for("lake-country.draining");

/** Whether this process is draining: it finishes what it has and takes nothing new. */
export const isDraining = (): boolean =>
  Boolean((globalThis as { [drainingKey]?: boolean })[drainingKey]);
