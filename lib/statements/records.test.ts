import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteStore } from "@/lib/leads/pglite-store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import type { LeadRecord, StatementFileRecord } from "@/lib/leads/store";
import { createPgliteFileRecords } from "./records";

requireVmModules();
jest.setTimeout(60_000);

let db: PGlite;
const store = () => createPgliteStore(db);
const records = () => createPgliteFileRecords(db);

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  kind: "statement",
  name: "Dana Kowalski",
  email: "dana@lakecountrybakery.com",
  phone: null,
  businessName: "Lake Country Bakery",
  payload: { note: "Two locations." },
  addressHash: "a".repeat(64),
  idempotencyKey: randomUUID(),
  ...overrides,
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

const one = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows[0] as T;

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
}, 180_000);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.leads cascade"));

describe("statement leads and their files (submit_statement_lead on PGlite, as anon)", () => {
  it("stores the lead and every file's row in one call, files listed in the payload without keys", async () => {
    const files = [file(), file({ name: "page-2.jpg", mediaType: "image/jpeg", size: 900_000 })];
    await expect(store().submitStatement(lead(), files)).resolves.toBe("stored");
    const stored = await one<{ kind: string; payload: { _files: Record<string, unknown>[] } }>(
      "select kind, payload from public.leads",
    );
    expect(stored.kind).toBe("statement");
    expect(stored.payload._files).toEqual(
      files.map((f) => ({
        id: f.id,
        name: f.name,
        type: f.mediaType,
        size: f.size,
        sha256: f.sha256,
      })),
    );
    expect(JSON.stringify(stored.payload)).not.toContain(files[0]!.key);
    const rows = await db.query<{ position: number; storage_key: string }>(
      "select position, storage_key from public.lead_files order by position",
    );
    expect(rows.rows).toEqual([
      { position: 1, storage_key: files[0]!.key },
      { position: 2, storage_key: files[1]!.key },
    ]);
  });

  it("stores nothing when a file row is refused: the lead and its files commit together", async () => {
    const bad = file({ size: 11 * 1024 * 1024 }); // over the 10 MB a file may hold
    await expect(store().submitStatement(lead(), [file(), bad])).rejects.toThrow();
    expect(await one<{ n: number }>("select count(*)::int as n from public.leads")).toEqual({
      n: 0,
    });
    expect(await one<{ n: number }>("select count(*)::int as n from public.lead_files")).toEqual({
      n: 0,
    });
  });

  it("refuses no files and more than three", async () => {
    await expect(store().submitStatement(lead(), [])).rejects.toThrow(/one to three files/);
    await expect(store().submitStatement(lead(), [file(), file(), file(), file()])).rejects.toThrow(
      /one to three files/,
    );
  });

  it("answers duplicate for a repeated key and keeps the first request's files only", async () => {
    const key = randomUUID();
    await store().submitStatement(lead({ idempotencyKey: key }), [file()]);
    await expect(store().submitStatement(lead({ idempotencyKey: key }), [file()])).resolves.toBe(
      "duplicate",
    );
    expect(await one<{ n: number }>("select count(*)::int as n from public.lead_files")).toEqual({
      n: 1,
    });
  });

  it("applies the per-address limit of every lead, and lead_rate_check says so before a body is read", async () => {
    const addressHash = "c".repeat(64);
    expect(await store().rateCheck(addressHash)).toBe("ok");
    for (let n = 0; n < 5; n += 1) await store().submitStatement(lead({ addressHash }), [file()]);
    expect(await store().rateCheck(addressHash)).toBe("rate_limited");
    await expect(store().submitStatement(lead({ addressHash }), [file()])).resolves.toBe(
      "rate_limited",
    );
    expect(await store().rateCheck("d".repeat(64))).toBe("ok");
  });

  it("lets anon read no file row and run none of the service functions", async () => {
    await store().submitStatement(lead(), [file()]);
    const asAnon = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        return tx.query(sql);
      });
    await expect(asAnon("select * from public.lead_files")).rejects.toThrow(/permission denied/);
    await expect(asAnon(`select * from public.lead_file_get('${randomUUID()}')`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(asAnon("select * from public.lead_files_expire(now(), 10)")).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe("file records for downloads and retention (the server's own functions)", () => {
  it("finds a file by id, and after expiry forgets its key but keeps name, size and hash", async () => {
    const kept = file();
    await store().submitStatement(lead(), [kept]);
    expect(await records().get(kept.id)).toMatchObject({
      name: kept.name,
      size: kept.size,
      sha256: kept.sha256,
      storageKey: kept.key,
      deleted: false,
    });
    const due = await records().expire(new Date(Date.now() + 1000), 10);
    expect(due).toEqual([{ id: kept.id, storageKey: kept.key }]);
    // Marked but not yet forgotten (a crash before the blob was removed): the next run sees it.
    expect(await records().expire(new Date(0), 10)).toEqual([
      { id: kept.id, storageKey: kept.key },
    ]);
    await records().forget(kept.id);
    expect(await records().get(kept.id)).toMatchObject({
      name: kept.name,
      size: kept.size,
      sha256: kept.sha256,
      storageKey: null,
      deleted: true,
    });
    expect(await records().expire(new Date(Date.now() + 1000), 10)).toEqual([]);
  });

  it("expires only files sent before the cutoff", async () => {
    const old = file();
    const recent = file();
    await store().submitStatement(lead(), [old]);
    await db.query("update public.lead_files set created_at = now() - interval '31 days'");
    await store().submitStatement(lead(), [recent]);
    const due = await records().expire(new Date(Date.now() - 30 * 86_400_000), 10);
    expect(due.map((row) => row.id)).toEqual([old.id]);
  });

  it("names which blob keys a row still holds", async () => {
    const kept = file();
    await store().submitStatement(lead(), [kept]);
    expect(await records().knownKeys([kept.key, "orphanedblobkey00000000"])).toEqual(
      new Set([kept.key]),
    );
  });
});
