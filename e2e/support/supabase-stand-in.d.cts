// Types for supabase-stand-in.cjs (CommonJS: Playwright require()s it from specs; it also runs as a process).
import type { Pool } from "pg";
import type { Postgres } from "./postgres.cjs";

export const defaultKeys: { anon: string; service: string };
/** Runs one statement as PostgREST runs a request: a transaction under `set local role <role>`. */
export function asRole<R extends Record<string, unknown> = Record<string, unknown>>(
  api: Pool,
  role: string,
  call: { sql: string; values?: unknown[] },
): Promise<{ rows: R[] }>;
export type StandInDatabase = {
  api: Pool;
  owner: Pool;
  postgres: Postgres;
  close(): Promise<void>;
};
export function openStandInDatabase(): Promise<StandInDatabase>;
export type SupabaseStandIn = {
  url: string;
  /** The database as its owner (the migrations' role), for tests to look at what arrived. */
  db: Pool;
  postgres: Postgres;
  calls: { fn: string; role: string; args: Record<string, unknown>; at: number }[];
  keys: { anon: string; service: string };
  close(): Promise<void>;
};
export function startSupabaseStandIn(options?: {
  port?: number;
  keys?: { anon: string; service: string };
}): Promise<SupabaseStandIn>;
