import type { PGlite } from "@electric-sql/pglite";
import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";

/** The deletion functions of the data-retention migration, as the retention job calls them. */
export type RetentionRows = {
  /** Leads created before their kind's cutoff (none with a pending delivery or a stored file). */
  deleteLeads(cutoffs: Record<string, Date>, dryRun: boolean): Promise<Record<string, number>>;
  /** Delivery rows sent or failed before `before`. */
  deleteDeliveries(before: Date, dryRun: boolean): Promise<number>;
};

const countsByKind = (rows: unknown) =>
  Object.fromEntries(
    z
      .array(z.object({ kind: z.string(), deleted: z.coerce.number().int() }))
      .parse(rows)
      .map(({ kind, deleted }) => [kind, deleted]),
  );
const isoCutoffs = (cutoffs: Record<string, Date>) =>
  Object.fromEntries(Object.entries(cutoffs).map(([kind, at]) => [kind, at.toISOString()]));

/** The functions on the embedded database, run as its owner (the server holds it). */
export function createPgliteRetentionRows(database: PGlite | Promise<PGlite>): RetentionRows {
  return {
    async deleteLeads(cutoffs, dryRun) {
      const { rows } = await (
        await database
      ).query("select * from public.data_retention_leads($1::jsonb, $2)", [
        JSON.stringify(isoCutoffs(cutoffs)),
        dryRun,
      ]);
      return countsByKind(rows);
    },
    async deleteDeliveries(before, dryRun) {
      const { rows } = await (
        await database
      ).query("select public.data_retention_deliveries($1, $2) as n", [before, dryRun]);
      return z.object({ n: z.coerce.number() }).parse(rows[0]).n;
    },
  };
}

/** The same functions on Supabase, through PostgREST with the service-role client. */
export function createSupabaseRetentionRows(client: SupabaseClient): RetentionRows {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data as unknown;
  };
  return {
    deleteLeads: async (cutoffs, dryRun) =>
      countsByKind(
        await call("data_retention_leads", { p_cutoffs: isoCutoffs(cutoffs), p_dry_run: dryRun }),
      ),
    deleteDeliveries: async (before, dryRun) =>
      z.coerce.number().parse(
        await call("data_retention_deliveries", {
          p_before: before.toISOString(),
          p_dry_run: dryRun,
        }),
      ),
  };
}
