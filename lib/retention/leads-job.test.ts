import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { leadKinds, type LeadKind } from "@/lib/leads/definition";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteStore } from "@/lib/leads/pglite-store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import { createPgliteRetentionRows } from "./lead-rows";
import { leadRetentionJob } from "./leads-job";
import { retentionPeriods, type RetentionPeriod } from "./periods";

requireVmModules();
jest.setTimeout(60_000);

let db: PGlite;
const day = 86_400_000;

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
  await db.query("select public.lead_outbox_set_channels($1::text[])", [["email"]]);
  await db.exec("update public.lead_settings set per_address_limit = 1000, global_limit = 1000");
}, 180_000);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.leads cascade"));

/** Stores a lead as the site does (as anon, with its delivery row) and answers its id. */
async function lead(kind: LeadKind): Promise<number> {
  const key = randomUUID();
  const lead = {
    kind,
    name: "Dana Kowalski",
    email: "dana@example.com",
    phone: null,
    businessName: "Lake Country Bakery",
    payload: {},
    addressHash: null,
    idempotencyKey: key,
  };
  const store = createPgliteStore(db);
  const stored =
    kind === "statement"
      ? await store.submitStatement(lead, [
          {
            id: randomUUID(),
            key: randomUUID().replaceAll("-", ""),
            name: "october.pdf",
            mediaType: "application/pdf",
            size: 100,
            sha256: "a".repeat(64),
          },
        ])
      : await store.submit(lead);
  expect(stored).toBe("stored");
  const { rows } = await db.query<{ id: number }>(
    "select id from public.leads where idempotency_key = $1",
    [key],
  );
  return rows[0]!.id;
}

const createdAt = async (id: number) =>
  (await db.query<{ at: Date }>("select created_at as at from public.leads where id = $1", [id]))
    .rows[0]!.at;
const exists = async (table: string, column: string, id: number) =>
  (await db.query(`select 1 from public.${table} where ${column} = $1`, [id])).rows.length > 0;
const markDelivered = (id: number) =>
  db.query(
    "update public.lead_deliveries set status = 'sent', sent_at = now() where lead_id = $1",
    [id],
  );

/** The moment `period` after `from`, shifted by `days`: the clock the job is run with. */
function after(from: Date, { amount, unit }: RetentionPeriod, days: number): number {
  const at = new Date(from);
  if (unit === "days") at.setUTCDate(at.getUTCDate() + amount);
  else at.setUTCMonth(at.getUTCMonth() + amount);
  return at.getTime() + days * day;
}

const run = (now: number, dryRun = false) =>
  leadRetentionJob({ rows: async () => createPgliteRetentionRows(db), now: () => now }).run({
    dryRun,
    startUp: false,
  });

describe("the lead retention job, with the clock moved", () => {
  it.each(leadKinds.filter((kind) => kind !== "statement"))(
    "keeps a %s lead one day inside its period and deletes it one day past, with its deliveries",
    async (kind) => {
      const id = await lead(kind);
      await markDelivered(id);
      const stored = await createdAt(id);
      const period = retentionPeriods[kind];

      expect(await run(after(stored, period, -1))).toMatchObject({ [kind]: 0 });
      expect(await exists("leads", "id", id)).toBe(true);

      expect(await run(after(stored, period, 1))).toMatchObject({ [kind]: 1 });
      expect(await exists("leads", "id", id)).toBe(false);
      expect(await exists("lead_deliveries", "lead_id", id)).toBe(false);
    },
  );

  it("never deletes a lead whose delivery is still pending; once sent, the next run does", async () => {
    const id = await lead("contact");
    const late = after(await createdAt(id), retentionPeriods.contact, 30);
    expect(await run(late)).toMatchObject({ contact: 0 });
    expect(await exists("lead_deliveries", "lead_id", id)).toBe(true);
    await markDelivered(id);
    expect(await run(late)).toMatchObject({ contact: 1 });
  });

  it("keeps a statement lead while its file is stored, and deletes it once the file is gone", async () => {
    const id = await lead("statement");
    await markDelivered(id);
    const late = after(await createdAt(id), retentionPeriods.statement, 1);
    expect(await run(late)).toMatchObject({ statement: 0 });
    await db.query(
      "update public.lead_files set deleted_at = now(), storage_key = null where lead_id = $1",
      [id],
    );
    expect(await run(late)).toMatchObject({ statement: 1 });
    expect(await exists("lead_files", "lead_id", id)).toBe(false);
  });

  it("deletes finished delivery records 90 days after they were sent, never pending ones", async () => {
    const sent = await lead("contact");
    const pending = await lead("contact");
    await markDelivered(sent);
    const start = await createdAt(sent);
    expect(await run(after(start, retentionPeriods.delivery, -1))).toMatchObject({ deliveries: 0 });
    expect(await run(after(start, retentionPeriods.delivery, 1))).toMatchObject({ deliveries: 1 });
    expect(await exists("lead_deliveries", "lead_id", sent)).toBe(false);
    expect(await exists("lead_deliveries", "lead_id", pending)).toBe(true);
    expect(await exists("leads", "id", sent)).toBe(true); // the lead keeps its own period
  });

  it("counts without deleting in a dry run", async () => {
    const id = await lead("download");
    await markDelivered(id);
    const late = after(await createdAt(id), retentionPeriods.download, 1);
    expect(await run(late, true)).toMatchObject({ download: 1, deliveries: 1 });
    expect(await exists("leads", "id", id)).toBe(true);
    expect(await exists("lead_deliveries", "lead_id", id)).toBe(true);
  });
});
