import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type { Pool } from "pg";
import {
  asRole,
  startSupabaseStandIn,
  type SupabaseStandIn,
} from "@/e2e/support/supabase-stand-in.cjs";
import { createSupabaseStore } from "@/lib/leads/supabase-store";
import type { StatementFileRecord } from "@/lib/leads/store";
import { createSupabaseFileRecords } from "@/lib/statements/records";
import { supabaseTeamDb } from "@/lib/team/db";
import { createFigureStore } from "./store";
import { confirmedRead, unconfirmedRead } from "./testing/sample-reads";

// The statement figures migration on a real PostgreSQL behind a PostgREST stand-in: anon's submit
// function stores the figures with their files, only the service role reads them back, and the
// retention function deletes them with the file.
jest.setTimeout(180_000);

let supabase: SupabaseStandIn;
let api: Pool;
const client = (key: string) =>
  createClient(supabase.url, key, { auth: { persistSession: false } });

beforeAll(async () => {
  supabase = await startSupabaseStandIn();
  api = supabase.postgres.pool("authenticator", 2);
}, 120_000);
afterAll(async () => {
  await api?.end();
  await supabase?.close();
});

const file = (read?: StatementFileRecord["read"]): StatementFileRecord => ({
  id: randomUUID(),
  key: randomUUID().replaceAll("-", ""),
  name: "october-statement.pdf",
  mediaType: "application/pdf",
  size: 48_213,
  sha256: "c".repeat(64),
  read,
});

async function submit(files: StatementFileRecord[]) {
  const idempotencyKey = randomUUID();
  const store = createSupabaseStore(() => client(supabase.keys.anon));
  const lead = { kind: "statement" as const, name: "Dana", email: "dana@example.com", phone: null };
  const result = await store.submitStatement(
    {
      ...lead,
      businessName: "Lake Country Bakery",
      payload: {},
      addressHash: null,
      idempotencyKey,
    },
    files,
  );
  expect(result).toBe("stored");
  const { rows } = await supabase.db.query<{ id: string }>(
    "select id from public.leads where idempotency_key = $1",
    [idempotencyKey],
  );
  return { idempotencyKey, leadId: Number(rows[0]!.id) };
}

describe("the statement figures SQL on PostgreSQL", () => {
  it("stores figures through anon's submit and reads them with the service key only", async () => {
    const sent = await submit([file(confirmedRead), file(unconfirmedRead), file()]);
    const figures = createFigureStore(async () => supabaseTeamDb(client(supabase.keys.service)));
    const since = new Date(Date.now() - 60_000);
    expect((await figures.sent(sent.idempotencyKey, since)).map((f) => f.read)).toEqual([
      confirmedRead,
      unconfirmedRead,
      null,
    ]);
    expect((await figures.ofLeads([sent.leadId])).get(sent.leadId)?.map((f) => f.position)).toEqual(
      [1, 2],
    );
    const anon = createFigureStore(async () => supabaseTeamDb(client(supabase.keys.anon)));
    await expect(anon.sent(sent.idempotencyKey, since)).rejects.toThrow(/permission denied/);
    await expect(anon.ofLeads([sent.leadId])).rejects.toThrow(/permission denied/);
  });

  it("gives anon and authenticated neither the column nor the functions", async () => {
    for (const role of ["anon", "authenticated"]) {
      for (const sql of [
        "select figures from public.lead_files",
        `select * from public.lead_figures_sent('${randomUUID()}', now())`,
        "select * from public.lead_figures(array[1]::bigint[])",
      ]) {
        await expect(asRole(api, role, { sql })).rejects.toThrow(/permission denied/);
      }
    }
  });

  it("deletes a file's figures when the retention job marks the file deleted", async () => {
    const sent = await submit([file(confirmedRead)]);
    const records = createSupabaseFileRecords(client(supabase.keys.service));
    const expired = await records.expire(new Date(Date.now() + 60_000), 50);
    expect(expired.length).toBeGreaterThan(0);
    const { rows } = await supabase.db.query(
      "select figures, deleted_at is not null as deleted from public.lead_files where lead_id = $1",
      [sent.leadId],
    );
    expect(rows).toEqual([{ figures: null, deleted: true }]);
    const figures = createFigureStore(async () => supabaseTeamDb(client(supabase.keys.service)));
    expect(await figures.sent(sent.idempotencyKey, new Date(0))).toEqual([]);
    expect((await figures.ofLeads([sent.leadId])).size).toBe(0);
  });
});
