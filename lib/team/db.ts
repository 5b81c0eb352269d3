import type { PGlite } from "@electric-sql/pglite";
import type { SupabaseClient } from "@supabase/supabase-js";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { serviceStore } from "@/lib/leads/service-store";

/**
 * The team workspace's functions (supabase/migrations/20261128*_team*.sql), called by name with
 * named arguments: PostgREST RPC with the service role, or SQL as the embedded owner. Every one
 * returns a table, so both sides answer a list of rows.
 */
export type TeamDb = { call(fn: string, args?: Record<string, unknown>): Promise<unknown[]> };

const safeName = /^[a-z_]+$/;

/** The embedded database's side: `select * from public.fn(p_a => $1, ...)`. */
export function pgliteTeamDb(database: PGlite | Promise<PGlite>): TeamDb {
  return {
    async call(fn, args = {}) {
      const names = Object.keys(args);
      if (![fn, ...names].every((name) => safeName.test(name))) throw new Error(`bad call ${fn}`);
      const list = names.map((name, index) => `${name} => $${index + 1}`).join(", ");
      const values = Object.values(args).map((value) => (value === undefined ? null : value));
      return (await (await database).query(`select * from public.${fn}(${list})`, values)).rows;
    },
  };
}

/** Supabase's side, through the service-role client. */
export function supabaseTeamDb(client: SupabaseClient): TeamDb {
  return {
    async call(fn, args = {}) {
      const { data, error } = await client.rpc(fn, args);
      if (error) throw new Error(`${fn} failed: ${error.message}`);
      if (!Array.isArray(data)) throw new Error(`${fn} failed: the answer is not a list`);
      return data as unknown[];
    },
  };
}

/** The configured store's team functions. */
export function teamDb(env: ServerEnv = serverEnv()): Promise<TeamDb> {
  return serviceStore(env, "The team workspace", {
    supabase: async (client) => supabaseTeamDb(client),
    embedded: async (database) => pgliteTeamDb(database),
  });
}

/**
 * The one column of a single-column function's row: an object from SQL, but a bare value where
 * the RPC layer unwraps single-column rows (the Supabase stand-in does).
 */
export const column = (row: unknown, name: string): unknown =>
  typeof row === "object" && row !== null && !Array.isArray(row)
    ? (row as Record<string, unknown>)[name]
    : row;
