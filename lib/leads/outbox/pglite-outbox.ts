import type { PGlite } from "@electric-sql/pglite";
import { toClaimedDelivery, type OutboxStore } from "./types";

/**
 * The outbox of the embedded database. The server owns the database, so it calls the worker
 * functions as the owner; anon (the role submissions use) may not execute them.
 */
export function createPgliteOutbox(database: PGlite | Promise<PGlite>): OutboxStore {
  const flag = async (sql: string, params: unknown[]) => {
    const { rows } = await (await database).query<{ ok: boolean }>(sql, params);
    return rows[0]?.ok === true;
  };
  return {
    async setChannels(channels) {
      await (
        await database
      ).query("select public.lead_outbox_set_channels($1::text[])", [[...channels]]);
    },
    async claim(limit, leaseMs) {
      const { rows } = await (
        await database
      ).query("select * from public.lead_outbox_claim($1, $2)", [limit, Math.round(leaseMs)]);
      return rows.map(toClaimedDelivery);
    },
    complete: (delivery) =>
      flag("select public.lead_outbox_complete($1, $2::uuid) as ok", [
        delivery.id,
        delivery.leaseToken,
      ]),
    retry: (delivery, { error, delayMs, giveUp }) =>
      flag("select public.lead_outbox_retry($1, $2::uuid, $3, $4, $5) as ok", [
        delivery.id,
        delivery.leaseToken,
        error,
        Math.round(delayMs),
        giveUp,
      ]),
  };
}
