// Types for postgres.cjs (CommonJS: the stand-in and Playwright specs require it).
import type { Client, Pool } from "pg";

export type Postgres = {
  port: number;
  /** A connection URL as `postgres` (the owner) or another login role, such as `authenticator`. */
  url(role?: string): string;
  pool(role?: string, max?: number): Pool;
  /** The server's output so far. */
  log(): string;
  stop(): Promise<void>;
};
export function startPostgres(options?: { migrate?: boolean }): Promise<Postgres>;
export function applyMigrations(client: Client, root?: string): Promise<void>;
export const supabaseBaseline: string;
