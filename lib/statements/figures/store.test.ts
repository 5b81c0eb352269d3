import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteStore } from "@/lib/leads/pglite-store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import type { LeadRecord, StatementFileRecord } from "@/lib/leads/store";
import { createPgliteFileRecords } from "@/lib/statements/records";
import { pgliteTeamDb } from "@/lib/team/db";
import { createFigureStore } from "./store";
import { maxStoredReadBytes } from "./stored";
import { confirmedRead, unconfirmedRead } from "./testing/sample-reads";

// The statement figures migration on PGlite: figures stored with their file by the anon submit
// function, read back only by the server's own functions, and deleted with the file.
requireVmModules();
jest.setTimeout(60_000);

let db: PGlite;
const figures = () => createFigureStore(async () => pgliteTeamDb(db));
const lead = (): LeadRecord => ({
  kind: "statement",
  name: "Dana Kowalski",
  email: "dana@lakecountrybakery.com",
  phone: null,
  businessName: "Lake Country Bakery",
  payload: {},
  addressHash: null,
  idempotencyKey: randomUUID(),
});
const file = (overrides: Partial<StatementFileRecord> = {}): StatementFileRecord => ({
  id: randomUUID(),
  key: randomUUID().replaceAll("-", ""),
  name: "october-statement.pdf",
  mediaType: "application/pdf",
  size: 48_213,
  sha256: "b".repeat(64),
  ...overrides,
});
const hourAgo = () => new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
}, 180_000);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.leads cascade"));

describe("statement figures in the lead store", () => {
  it("stores each file's read with its row, and gives it back to its sender's key only", async () => {
    const sent = lead();
    const photo = file({
      name: "page-2.jpg",
      mediaType: "image/jpeg",
      read: { read: false, reason: "image" },
    });
    expect(
      await createPgliteStore(db).submitStatement(sent, [
        file({ read: confirmedRead }),
        photo,
        file(),
      ]),
    ).toBe("stored");
    expect(await figures().sent(sent.idempotencyKey, hourAgo())).toEqual([
      {
        position: 1,
        name: "october-statement.pdf",
        mediaType: "application/pdf",
        read: confirmedRead,
      },
      {
        position: 2,
        name: "page-2.jpg",
        mediaType: "image/jpeg",
        read: { read: false, reason: "image" },
      },
      { position: 3, name: "october-statement.pdf", mediaType: "application/pdf", read: null },
    ]);
    expect(await figures().sent(randomUUID(), hourAgo())).toEqual([]);
    // Past the cookie's life the lead's figures are not shown, whoever asks.
    expect(await figures().sent(sent.idempotencyKey, new Date(Date.now() + 1_000))).toEqual([]);
    // The payload's list of files (which the notifications copy) never carries the figures.
    const { rows } = await db.query<{ payload: { _files: object[] } }>(
      "select payload from public.leads",
    );
    expect(JSON.stringify(rows[0]!.payload)).not.toContain("grossSales");
  });

  it("gives the team each lead's files with figures, and none of a lead without", async () => {
    const [a, b, c] = [lead(), lead(), lead()];
    const store = createPgliteStore(db);
    await store.submitStatement(a, [file({ read: confirmedRead })]);
    await store.submitStatement(b, [file(), file({ read: unconfirmedRead })]);
    await store.submitStatement(c, [file()]);
    const { rows } = await db.query<{ id: number; idempotency_key: string }>(
      "select id, idempotency_key from public.leads",
    );
    const id = (record: LeadRecord) =>
      Number(rows.find((row) => row.idempotency_key === record.idempotencyKey)!.id);
    const byLead = await figures().ofLeads([id(a), id(b), id(c)]);
    expect(byLead.get(id(a))?.map((f) => f.read)).toEqual([confirmedRead]);
    expect(byLead.get(id(b))?.map((f) => [f.position, f.read])).toEqual([[2, unconfirmedRead]]);
    expect(byLead.has(id(c))).toBe(false);
    expect((await figures().ofLeads([])).size).toBe(0);
  });

  it("stores a read too large to keep as 'too complex', and still stores the lead", async () => {
    const huge = structuredClone(confirmedRead);
    if (huge.read) {
      const line = huge.figures.feeLines[0]!;
      huge.figures.feeLines = Array.from({ length: 900 }, (_, n) => ({
        ...line,
        label: `Interchange line ${n} `.repeat(4),
      }));
    }
    expect(JSON.stringify(huge).length).toBeGreaterThan(maxStoredReadBytes);
    const sent = lead();
    expect(await createPgliteStore(db).submitStatement(sent, [file({ read: huge })])).toBe(
      "stored",
    );
    expect((await figures().sent(sent.idempotencyKey, hourAgo()))[0]?.read).toEqual({
      read: false,
      reason: "too-complex",
    });
  });

  it("deletes the figures with the file when its retention period ends, and allows none on a deleted file", async () => {
    const sent = lead();
    const kept = file({ read: confirmedRead });
    await createPgliteStore(db).submitStatement(sent, [kept]);
    const records = createPgliteFileRecords(db);
    expect(await records.expire(new Date(Date.now() + 60_000), 10)).toEqual([
      { id: kept.id, storageKey: kept.key },
    ]);
    const { rows } = await db.query<{ figures: unknown }>("select figures from public.lead_files");
    expect(rows).toEqual([{ figures: null }]);
    expect(await figures().sent(sent.idempotencyKey, hourAgo())).toEqual([]);
    await expect(
      db.query('update public.lead_files set figures = \'{"read": false, "reason": "image"}\''),
    ).rejects.toThrow(/lead_files_figures_check/);
  });

  it("lets anon neither read the figures nor run the functions that return them", async () => {
    await createPgliteStore(db).submitStatement(lead(), [file({ read: confirmedRead })]);
    const asAnon = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        return tx.query(sql);
      });
    await expect(asAnon("select figures from public.lead_files")).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      asAnon(`select * from public.lead_figures_sent('${randomUUID()}', now())`),
    ).rejects.toThrow(/permission denied/);
    await expect(asAnon("select * from public.lead_figures(array[1]::bigint[])")).rejects.toThrow(
      /permission denied/,
    );
  });
});
