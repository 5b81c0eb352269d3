import type { PGlite } from "@electric-sql/pglite";
import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";
import { withDeadline } from "@/lib/deadline";
import type { ComparisonFigures } from "./compute";
import type { ComparisonInputs, ComparisonProgram } from "./inputs";

/** A comparison as recorded on its lead. */
export type StoredComparison = {
  leadId: number;
  member: { id: string; email: string; name: string };
  program: ComparisonProgram;
  inputs: ComparisonInputs;
  figures: ComparisonFigures;
  sentAt: Date;
  /** Where the merchant's email stands in the outbox (null once its record was deleted). */
  delivery: { status: "pending" | "sent" | "failed"; deliveredAt: Date | null } | null;
};

export type RecordOutcome =
  | { outcome: "recorded"; sentAt: Date }
  | { outcome: "already_sent"; sentAt: Date }
  | { outcome: "not_found" }
  | { outcome: "not_statement" };

/** The comparison functions of the lead store (supabase/migrations/*_comparisons.sql). */
export type ComparisonStore = {
  /** Records the comparison and queues the merchant's email, in one transaction. */
  record(comparison: Omit<StoredComparison, "sentAt" | "delivery">): Promise<RecordOutcome>;
  get(leadId: number): Promise<StoredComparison | null>;
};

const date = z.union([z.date(), z.string()]).pipe(z.coerce.date());
const recordRow = z.object({
  outcome: z.enum(["recorded", "already_sent", "not_found", "not_statement"]),
  recorded_at: date.nullable(),
});
const getRow = z.object({
  lead_id: z.coerce.number().int(),
  member_id: z.string(),
  member_email: z.string(),
  member_name: z.string(),
  program: z.enum(["interchange-plus", "flat-rate", "cash-discount"]),
  inputs: z.record(z.string(), z.unknown()),
  figures: z.record(z.string(), z.unknown()),
  sent_at: date,
  delivery_status: z.enum(["pending", "sent", "failed"]).nullable(),
  delivered_at: date.nullable(),
});

function toOutcome(row: unknown): RecordOutcome {
  const r = recordRow.parse(row);
  if (r.outcome === "recorded" || r.outcome === "already_sent") {
    if (!r.recorded_at) throw new Error("lead_comparison_record gave no time");
    return r.outcome === "recorded"
      ? { outcome: "recorded", sentAt: r.recorded_at }
      : { outcome: "already_sent", sentAt: r.recorded_at };
  }
  return r.outcome === "not_found" ? { outcome: "not_found" } : { outcome: "not_statement" };
}

function toStored(row: unknown): StoredComparison {
  const r = getRow.parse(row);
  return {
    leadId: r.lead_id,
    member: { id: r.member_id, email: r.member_email, name: r.member_name },
    program: r.program,
    // Written by lead_comparison_record from the validated inputs and their computed figures.
    inputs: r.inputs as ComparisonInputs,
    figures: r.figures as ComparisonFigures,
    sentAt: r.sent_at,
    delivery: r.delivery_status ? { status: r.delivery_status, deliveredAt: r.delivered_at } : null,
  };
}

const recordArgs = (c: Omit<StoredComparison, "sentAt" | "delivery">) => ({
  p_lead_id: c.leadId,
  p_member_id: c.member.id,
  p_member_email: c.member.email,
  p_member_name: c.member.name,
  p_program: c.program,
  p_inputs: c.inputs,
  p_figures: c.figures,
});

const callTimeoutMs = 5_000;

/** The functions on the embedded database, run as its owner (the server holds it). */
export function createPgliteComparisons(database: PGlite | Promise<PGlite>): ComparisonStore {
  const rows = (fn: string, sql: string, params: unknown[]) =>
    withDeadline(fn, callTimeoutMs, async () => (await (await database).query(sql, params)).rows);
  return {
    async record(comparison) {
      const a = recordArgs(comparison);
      const [row] = await rows(
        "lead_comparison_record",
        "select * from public.lead_comparison_record($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)",
        [
          a.p_lead_id,
          a.p_member_id,
          a.p_member_email,
          a.p_member_name,
          a.p_program,
          JSON.stringify(a.p_inputs),
          JSON.stringify(a.p_figures),
        ],
      );
      return toOutcome(row);
    },
    async get(leadId) {
      const [row] = await rows(
        "lead_comparison_get",
        "select * from public.lead_comparison_get($1)",
        [leadId],
      );
      return row ? toStored(row) : null;
    },
  };
}

/** The same functions on Supabase, through PostgREST with the service-role client. */
export function createSupabaseComparisons(client: SupabaseClient): ComparisonStore {
  const call = (fn: string, args: Record<string, unknown>) =>
    withDeadline(fn, callTimeoutMs, async (signal) => {
      const { data, error } = await client.rpc(fn, args).abortSignal(signal);
      if (error) throw new Error(`${fn} failed: ${error.message}`);
      if (!Array.isArray(data)) throw new Error(`${fn} failed: the answer is not a list`);
      return data as unknown[];
    });
  return {
    record: async (comparison) =>
      toOutcome((await call("lead_comparison_record", recordArgs(comparison)))[0]),
    async get(leadId) {
      const [row] = await call("lead_comparison_get", { p_lead_id: leadId });
      return row ? toStored(row) : null;
    },
  };
}
