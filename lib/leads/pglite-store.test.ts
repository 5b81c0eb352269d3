import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { contactForm } from "./contact-schema";
import { leadKinds } from "./definition";
import { initialLeadFormState, metaFields } from "./form-state";
import { createLeadAction } from "./intake";
import { applyMigrations, migrationsDir } from "./migrations";
import { createPgliteStore, embeddedDatabase } from "./pglite-store";
import type { LeadRecord } from "./store";
import { requireVmModules } from "./require-vm-modules";

requireVmModules();
jest.setTimeout(60_000);

let db: PGlite;
const store = () => createPgliteStore(db);

const hash = (n: number) => n.toString(16).padStart(64, "0");
const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  kind: "contact",
  name: "Dana Kowalski",
  email: "dana@lakecountrybakery.com",
  phone: "(262) 555-0147",
  businessName: "Lake Country Bakery",
  payload: { topic: "quote", message: "About $40,000 a month." },
  addressHash: hash(1),
  idempotencyKey: randomUUID(),
  ...overrides,
});

const count = async () =>
  (await db.query<{ n: number }>("select count(*)::int as n from public.leads")).rows[0]?.n;

/** Runs a statement as `anon`, the role the site and PostgREST use. */
const asAnon = (sql: string) =>
  db.transaction(async (tx) => {
    await tx.exec("set local role anon");
    return tx.query(sql);
  });

// Opening PGlite and applying every migration takes well over a minute on a loaded machine.
beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
}, 180_000);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.leads cascade"));

describe("the embedded lead store (submit_lead on PGlite)", () => {
  it("stores a lead with its fields verbatim, even hostile-looking ones", async () => {
    const hostile = lead({
      name: "Robert'); drop table public.leads; --",
      businessName: "<script>alert(1)</script> مخبز 🥐",
      payload: { message: "=cmd|' /C calc'!A0\nsecond line" },
    });
    await expect(store().submit(hostile)).resolves.toBe("stored");
    const { rows } = await db.query(
      "select name, business_name, payload, idempotency_key from public.leads",
    );
    expect(rows).toEqual([
      {
        name: hostile.name,
        business_name: hostile.businessName,
        payload: hostile.payload,
        idempotency_key: hostile.idempotencyKey,
      },
    ]);
  });

  it("reports a second submission with the same key as a duplicate and stores it once", async () => {
    const first = lead();
    await expect(store().submit(first)).resolves.toBe("stored");
    await expect(store().submit({ ...first, name: "Someone Else" })).resolves.toBe("duplicate");
    expect(await count()).toBe(1);
  });

  it("stores concurrent submissions with the same key once", async () => {
    const twin = lead();
    const results = await Promise.all([store().submit(twin), store().submit(twin)]);
    expect(results.sort()).toEqual(["duplicate", "stored"]);
    expect(await count()).toBe(1);
  });

  it("accepts five leads per address in ten minutes and refuses the sixth", async () => {
    for (let i = 0; i < 5; i++) await expect(store().submit(lead())).resolves.toBe("stored");
    await expect(store().submit(lead())).resolves.toBe("rate_limited");
    await expect(store().submit(lead({ addressHash: hash(2) }))).resolves.toBe("stored");
    expect(await count()).toBe(6);
  });

  it("counts only the last ten minutes against an address", async () => {
    for (let i = 0; i < 5; i++) await store().submit(lead());
    await db.exec("update public.leads set created_at = now() - interval '11 minutes'");
    await expect(store().submit(lead())).resolves.toBe("stored");
  });

  it("applies only the global cap to submissions whose address is unknown", async () => {
    for (let i = 0; i < 6; i++) {
      await expect(store().submit(lead({ addressHash: null }))).resolves.toBe("stored");
    }
  });

  it("answers busy once 30 leads arrived in the last minute from any addresses", async () => {
    for (let i = 0; i < 30; i++) await store().submit(lead({ addressHash: hash(100 + i) }));
    await expect(store().submit(lead({ addressHash: hash(999) }))).resolves.toBe("busy");
    expect(await count()).toBe(30);
  });

  it("accepts every kind of lead the forms declare", async () => {
    for (const kind of leadKinds) {
      await expect(store().submit(lead({ kind, addressHash: null }))).resolves.toBe("stored");
    }
    expect(await count()).toBe(leadKinds.length);
  });

  it("rejects a row the table's checks refuse, so nothing half-valid is stored", async () => {
    await expect(store().submit(lead({ kind: "spam" as LeadRecord["kind"] }))).rejects.toThrow(
      /leads_kind_check/,
    );
    expect(await count()).toBe(0);
  });
});

describe("the leads table's permissions", () => {
  it("lets anon neither read nor write the table", async () => {
    await store().submit(lead());
    for (const sql of [
      "select * from public.leads",
      "insert into public.leads (kind, name, email, idempotency_key) values ('contact', 'x', 'x@y.z', gen_random_uuid())",
      "update public.leads set name = 'x'",
      "delete from public.leads",
    ]) {
      await expect(asAnon(sql)).rejects.toThrow(/permission denied/);
    }
  });

  it("lets only anon execute submit_lead, which runs as its owner with a pinned search_path", async () => {
    const signature = "public.submit_lead(text, text, text, text, text, jsonb, text, uuid)";
    const { rows } = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', '${signature}', 'execute') as anon,
              has_function_privilege('authenticated', '${signature}', 'execute') as authenticated,
              has_function_privilege('service_role', '${signature}', 'execute') as service_role,
              p.prosecdef as definer,
              p.proconfig @> array['search_path=""'] as pinned
         from pg_proc p where p.oid = '${signature}'::regprocedure`,
    );
    expect(rows[0]).toEqual({
      anon: true,
      authenticated: false,
      service_role: false,
      definer: true,
      pinned: true,
    });
  });

  it("keeps row level security on", async () => {
    const { rows } = await db.query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.leads'::regclass",
    );
    expect(rows[0]?.rls).toBe(true);
  });
});

describe("applyMigrations", () => {
  it("applies nothing the second time, and every migration can run again safely", async () => {
    await expect(applyMigrations(db)).resolves.toEqual([]);
    const files = (await import("node:fs"))
      .readdirSync(migrationsDir)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) await db.exec(await readFile(path.join(migrationsDir, file), "utf8"));
    await expect(store().submit(lead({ kind: "download" }))).resolves.toBe("stored");
  });
});

describe("the contact action over the embedded store", () => {
  const action = createLeadAction(contactForm, {
    store: async () => store(),
    addressHash: async () => hash(7),
    log: { info: () => {}, error: () => {} },
  });
  const submission = (fields: Record<string, string>) => {
    const data = new FormData();
    const answers = {
      name: "Dana Kowalski",
      email: "dana@lakecountrybakery.com",
      topic: "quote",
      message: "We process about $40,000 a month.",
      [metaFields.idempotencyKey]: randomUUID(),
      ...fields,
    };
    for (const [name, value] of Object.entries(answers)) data.append(name, value);
    return data;
  };

  it("answers a filled honeypot with success and stores nothing", async () => {
    const state = await action(initialLeadFormState, submission({ [metaFields.honeypot]: "x" }));
    expect(state.status).toBe("success");
    expect(await count()).toBe(0);
  });

  it("stores a form posted twice with the same key once, and both posts see success", async () => {
    const twice = submission({});
    const states = await Promise.all([
      action(initialLeadFormState, twice),
      action(initialLeadFormState, twice),
    ]);
    expect(states.map((state) => state.status)).toEqual(["success", "success"]);
    expect(await count()).toBe(1);
  });
});

describe("embeddedDatabase", () => {
  it("opens one migrated database per process, however often it is asked", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "leads-"));
    try {
      const first = embeddedDatabase(dataDir);
      expect(embeddedDatabase(dataDir)).toBe(first);
      const opened = await first;
      await expect(createPgliteStore(first).submit(lead())).resolves.toBe("stored");
      await opened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
