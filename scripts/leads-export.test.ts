import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { leadKinds } from "@/lib/leads/definition";
import { listenForCommands } from "@/lib/leads/embedded/control-server";
import { holdDatabase } from "@/lib/leads/embedded/lock.mjs";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteStore, embeddedDatabaseDir } from "@/lib/leads/pglite-store";
import type { LeadRecord } from "@/lib/leads/store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";

requireVmModules();
jest.setTimeout(120_000);

const script = path.join(process.cwd(), "scripts", "leads-export.mjs");
let dataDir: string;
let everything: string[];

const lead = (kind: LeadRecord["kind"], name: string, payload: object): LeadRecord => ({
  kind,
  name,
  email: `${kind}@example.com`,
  phone: null,
  businessName: null,
  payload: payload as Record<string, unknown>,
  addressHash: "b".repeat(64),
  idempotencyKey: randomUUID(),
});

/** Runs the script as `npm run leads:export` would, from a directory with no .env file. */
async function exportCsv(...args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir },
  });
  return stdout.trimEnd().split("\r\n");
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "leads-export-test-"));
  const db = await PGlite.create(embeddedDatabaseDir(dataDir));
  await applyMigrations(db);
  const store = createPgliteStore(db);
  await store.submit(lead("contact", "Oldest, Ann", { message: 'She said "hi"\nthen left' }));
  await store.submit(lead("application", '=HYPERLINK("http://evil.example")', { state: "WI" }));
  await store.submit(lead("referral", "Newest Nora", {}));
  await db.exec(`
    update public.leads set created_at = '2026-01-05T10:00:00Z' where kind = 'contact';
    update public.leads set created_at = '2026-02-05T10:00:00Z' where kind = 'application';
    update public.leads set created_at = '2026-03-05T10:00:00Z' where kind = 'referral';`);
  await db.close();
  everything = await exportCsv();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run leads:export", () => {
  it("prints every lead as CSV, newest first, without the address hash", async () => {
    const lines = everything;
    expect(lines[0]).toBe("created_at,kind,name,email,phone,business_name,details,idempotency_key");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      "referral",
      "application",
      "contact",
      // the contact's quoted message spans two physical lines
      undefined,
    ]);
    expect(lines.join("\n")).not.toContain("b".repeat(64));
  });

  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", async () => {
    const csv = everything.join("\r\n");
    expect(csv).toContain(`"Oldest, Ann"`);
    expect(csv).toContain(`"{""message"":""She said \\""hi\\""\\nthen left""}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("filters by --kind and --since", async () => {
    const contacts = await exportCsv("--kind", "contact");
    expect(contacts.join("\n")).toContain("Oldest, Ann");
    expect(contacts.join("\n")).not.toMatch(/Nora|HYPERLINK/);
    const recent = await exportCsv("--since", "2026-02-01");
    expect(recent.slice(1).map((line) => line.split(",")[1])).toEqual(["referral", "application"]);
  });

  it("accepts --kind for every kind of lead the forms store", async () => {
    for (const kind of leadKinds) {
      await expect(exportCsv("--kind", kind)).resolves.toContain(
        "created_at,kind,name,email,phone,business_name,details,idempotency_key",
      );
    }
  });

  it("refuses an unknown kind", async () => {
    await expect(exportCsv("--kind", "spam")).rejects.toMatchObject({ code: 2 });
  });

  it("reads the running server's snapshot: every committed lead, the live folder untouched", async () => {
    // As the server holds it: the lock taken, commands answered on DATA_DIR/control.sock.
    const release = await holdDatabase(dataDir);
    const db = await PGlite.create(embeddedDatabaseDir(dataDir));
    const stopListening = await listenForCommands(db, dataDir);
    try {
      await createPgliteStore(db).submit(lead("contact", "Live Lena", {}));
      const lines = await exportCsv("--kind", "contact");
      expect(lines.join("\n")).toContain("Live Lena");
      expect(lines.join("\n")).toContain("Oldest, Ann");
      // The server's database goes on as before.
      await createPgliteStore(db).submit(lead("contact", "After Export", {}));
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from public.leads");
      expect(rows[0]?.n).toBe(5);
    } finally {
      await stopListening();
      await db.close();
      await release();
    }
  });
});
