import { z } from "zod";
import type { TeamDb } from "@/lib/team/db";
import { parseStoredRead } from "./stored";
import type { StatementRead } from "./types";

/** One kept file of a statement lead and what was read from it (null: nothing stored). */
export type FileRead = {
  position: number;
  name: string;
  mediaType: string;
  read: StatementRead | null;
};

/** A lead's file with its id, as the team and the lead's messages see it. */
export type LeadFileRead = FileRead & { id: string };

const sentRow = z.object({
  file_position: z.coerce.number().int(),
  display_name: z.string(),
  media_type: z.string(),
  figures: z.unknown(),
});
const leadRow = sentRow.extend({ lead_id: z.coerce.number().int(), file_id: z.uuid() });

const toFileRead = (row: z.infer<typeof sentRow>): FileRead => ({
  position: row.file_position,
  name: row.display_name,
  mediaType: row.media_type,
  read: parseStoredRead(row.figures),
});

/**
 * The stored figures, through the statement figures migration's service-role functions (the
 * same caller as the team's: PostgREST with the service role, or SQL as the embedded owner).
 */
export function createFigureStore(db: () => Promise<TeamDb>) {
  return {
    /** The files of the lead sent with this idempotency key, while it is newer than `since`. */
    async sent(idempotencyKey: string, since: Date): Promise<FileRead[]> {
      const rows = await (
        await db()
      ).call("lead_figures_sent", {
        p_idempotency_key: idempotencyKey,
        p_since: since.toISOString(),
      });
      return rows.map((row) => toFileRead(sentRow.parse(row)));
    },
    /** The files with figures of each of these leads, by lead id. */
    async ofLeads(leadIds: readonly number[]): Promise<Map<number, LeadFileRead[]>> {
      const byLead = new Map<number, LeadFileRead[]>();
      if (leadIds.length === 0) return byLead;
      const rows = await (await db()).call("lead_figures", { p_lead_ids: [...leadIds] });
      for (const raw of rows) {
        const row = leadRow.parse(raw);
        const file = { id: row.file_id, ...toFileRead(row) };
        byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), file]);
      }
      return byLead;
    },
  };
}

export type FigureStore = ReturnType<typeof createFigureStore>;
