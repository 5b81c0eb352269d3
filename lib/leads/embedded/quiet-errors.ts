import type { PGlite } from "@electric-sql/pglite";

// What PGlite adds to a failed statement's error (its text, every value bound to it, its
// options) and what Postgres details about it (a duplicate key's value): Next prints a route's
// error with all its properties, so these would put tokens' hashes and keys in the log.
const revealing = ["query", "params", "queryOptions", "detail"] as const;

/** The error without the statement's values; its message, code and constraint stay. */
export function withoutValues(error: unknown): unknown {
  if (typeof error === "object" && error !== null)
    for (const key of revealing) delete (error as Record<string, unknown>)[key];
  return error;
}

/**
 * The database whose failures carry no statement values, whoever catches and logs them: every
 * way a statement runs (query, exec, sql, and a transaction, whose statements fail through it).
 */
export function quietErrors(db: PGlite): PGlite {
  const methods = db as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ["query", "exec", "sql", "transaction"]) {
    const run = methods[name]!.bind(db);
    methods[name] = (...args) =>
      run(...args).catch((error: unknown) => {
        throw withoutValues(error);
      });
  }
  return db;
}
