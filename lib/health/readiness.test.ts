import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseServerEnv } from "@/lib/env";
import { createPgliteOutbox } from "@/lib/leads/outbox/pglite-outbox";
import { createPgliteStore, embeddedDatabase } from "@/lib/leads/pglite-store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import { sampleLead } from "@/lib/leads/sample-lead";
import { drainingKey } from "@/lib/shutdown";
import { modesOf, readiness } from "./readiness";

requireVmModules();
jest.setTimeout(120_000);

const supabase = (url: string) => ({
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: "k".repeat(40),
  SUPABASE_SERVICE_ROLE_KEY: "s".repeat(40),
});
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "readiness-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[drainingKey];
});

test("modes name the store, the gate and the delivery channels, never a value", () => {
  expect(modesOf(parseServerEnv({}), {})).toEqual({
    store: "pglite",
    geoGate: "embedded",
    delivery: { email: false, webhook: false },
  });
  const modes = modesOf(parseServerEnv({ ...supabase("http://127.0.0.1:9"), GEO_GATE: "off" }), {
    SMTP_URL: "smtp://user:secret@mail.example.com",
    LEADS_NOTIFY_TO: "sales@example.com",
    LEADS_WEBHOOK_URL: "https://hooks.example.com/secret-path",
  });
  expect(modes).toEqual({
    store: "supabase",
    geoGate: "off",
    delivery: { email: true, webhook: true },
  });
  expect(JSON.stringify(modes)).not.toMatch(/secret|example|127/);
});

test("ready while the store cannot open or Supabase is down, and the body says so", async () => {
  const file = path.join(dir, "a-file");
  await writeFile(file, "");
  const broken = await readiness(parseServerEnv({ DATA_DIR: file }));
  expect(broken).toMatchObject({
    ready: true,
    status: "ready",
    store: { ok: false },
    backlog: null,
    delivery: { worker: "off" },
  });
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const down = await readiness(
    parseServerEnv({ ...supabase(`http://127.0.0.1:${port}`), DATA_DIR: dir }),
  );
  expect(down).toMatchObject({ ready: true, store: { ok: false, detail: "ECONNREFUSED" } });
  expect(JSON.stringify(down)).not.toContain("127.0.0.1");
});

test("answers within its time limit while Supabase hangs", async () => {
  const hung = createServer(() => {});
  await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
  try {
    const started = Date.now();
    const report = await readiness(parseServerEnv({ ...supabase(url), DATA_DIR: dir }));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(report).toMatchObject({ ready: true, store: { ok: false, detail: "TimeoutError" } });
  } finally {
    hung.closeAllConnections();
    hung.close();
  }
});

test("reports the backlog: counts and the oldest pending delivery's age", async () => {
  const db = await embeddedDatabase(dir);
  await createPgliteOutbox(db).setChannels(["email", "webhook"]);
  await createPgliteStore(db).submit(sampleLead());
  await db.exec("update public.lead_deliveries set queued_at = now() - interval '2 minutes'");
  const report = await readiness(parseServerEnv({ DATA_DIR: dir }));
  expect(report).toMatchObject({
    ready: true,
    store: { ok: true },
    backlog: { pending: 2, failed: 0, oldestPendingSeconds: 120 },
  });
  expect(JSON.stringify(report)).not.toContain("dana");
});

test("not ready while draining, whatever the store says", async () => {
  (globalThis as Record<symbol, unknown>)[drainingKey] = true;
  expect(await readiness(parseServerEnv({ DATA_DIR: dir }))).toMatchObject({
    ready: false,
    status: "draining",
  });
});
