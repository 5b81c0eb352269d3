import { createClient } from "@supabase/supabase-js";
import type { Pool } from "pg";
import {
  asRole,
  startSupabaseStandIn,
  type SupabaseStandIn,
} from "@/e2e/support/supabase-stand-in.cjs";
import { createSupabaseComparisons } from "./store";

// The comparison functions on a real PostgreSQL, called as PostgREST would: only service_role.
jest.setTimeout(180_000);

let supabase: SupabaseStandIn;
let owner: Pool;
let api: Pool;

beforeAll(async () => {
  supabase = await startSupabaseStandIn();
  owner = supabase.db;
  api = supabase.postgres.pool("authenticator", 2);
}, 120_000);
afterAll(async () => {
  await api?.end();
  await supabase?.close();
});

const recordSql =
  "select * from public.lead_comparison_record($1, 'm1', 'sam@example.com', 'Sam', 'flat-rate', '{}'::jsonb, '{\"totalFees\":1}'::jsonb)";
const lead = async (kind: string) =>
  (
    await owner.query<{ id: string }>(
      `insert into public.leads (kind, name, email, idempotency_key)
       values ($1, 'Dana', 'dana@example.com', gen_random_uuid()) returning id`,
      [kind],
    )
  ).rows[0]!.id;

describe("the comparison SQL on PostgreSQL", () => {
  it("records once per statement lead and queues one comparison delivery with it", async () => {
    const id = await lead("statement");
    const first = await asRole(api, "service_role", { sql: recordSql, values: [id] });
    expect(first.rows).toEqual([{ outcome: "recorded", recorded_at: expect.any(Date) }]);
    const second = await asRole(api, "service_role", { sql: recordSql, values: [id] });
    expect(second.rows[0]).toMatchObject({ outcome: "already_sent" });
    const deliveries = await owner.query(
      "select channel, status from public.lead_deliveries where lead_id = $1",
      [id],
    );
    expect(deliveries.rows).toEqual([{ channel: "comparison", status: "pending" }]);
    const got = await asRole(api, "service_role", {
      sql: "select * from public.lead_comparison_get($1)",
      values: [id],
    });
    expect(got.rows[0]).toMatchObject({
      program: "flat-rate",
      figures: { totalFees: 1 },
      delivery_status: "pending",
    });
  });

  it("answers not_found and not_statement without writing", async () => {
    const contact = await lead("contact");
    for (const [leadId, outcome] of [
      [contact, "not_statement"],
      ["987654", "not_found"],
    ]) {
      const { rows } = await asRole(api, "service_role", { sql: recordSql, values: [leadId] });
      expect(rows[0]).toMatchObject({ outcome });
    }
    const { rows } = await owner.query(
      "select count(*)::int as n from public.lead_deliveries where lead_id = $1",
      [contact],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("records and reads through supabase-js with the service key, and refuses the anon key", async () => {
    const id = Number(await lead("statement"));
    const client = (key: string) =>
      createClient(supabase.url, key, { auth: { persistSession: false } });
    const comparisons = createSupabaseComparisons(client(supabase.keys.service));
    const comparison = {
      leadId: id,
      member: { id: "m1", email: "sam@example.com", name: "Sam" },
      program: "interchange-plus" as const,
      inputs: { month: "2026-10" } as never,
      figures: { totalFees: 123_640 } as never,
    };
    expect(await comparisons.record(comparison)).toEqual({
      outcome: "recorded",
      sentAt: expect.any(Date),
    });
    expect(await comparisons.get(id)).toMatchObject({
      leadId: id,
      member: comparison.member,
      figures: { totalFees: 123_640 },
      delivery: { status: "pending", deliveredAt: null },
    });
    const anon = createSupabaseComparisons(client(supabase.keys.anon));
    await expect(anon.get(id)).rejects.toThrow(/permission denied/);
    await expect(anon.record({ ...comparison, leadId: id })).rejects.toThrow(/permission denied/);
  });

  it("gives anon and authenticated nothing: not the table, not the functions", async () => {
    const id = await lead("statement");
    for (const role of ["anon", "authenticated"]) {
      await expect(asRole(api, role, { sql: recordSql, values: [id] })).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        asRole(api, role, { sql: "select * from public.lead_comparison_get($1)", values: [id] }),
      ).rejects.toThrow(/permission denied/);
      await expect(
        asRole(api, role, { sql: "select * from public.lead_comparisons" }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
