import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseServerEnv } from "@/lib/env";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import { drainingKey } from "@/lib/shutdown";
import { modesOf, readiness } from "./readiness";

requireVmModules();
jest.setTimeout(120_000);

const supabase = { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "k".repeat(40) };
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
  const modes = modesOf(parseServerEnv({ ...supabase, GEO_GATE: "off" }), {
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

test("not ready when the store cannot open, or Supabase does not answer", async () => {
  const file = path.join(dir, "a-file");
  await writeFile(file, "");
  const broken = await readiness(parseServerEnv({ DATA_DIR: file }));
  expect(broken).toMatchObject({ ready: false, status: "not-ready", store: { ok: false } });
  const unreachable = await readiness(parseServerEnv({ ...supabase, DATA_DIR: dir }));
  expect(unreachable).toMatchObject({ ready: false, status: "not-ready" });
  expect(JSON.stringify(unreachable)).not.toContain("127.0.0.1");
});

test("not ready while draining, whatever the store says", async () => {
  (globalThis as Record<symbol, unknown>)[drainingKey] = true;
  expect(await readiness(parseServerEnv({ DATA_DIR: dir }))).toMatchObject({
    ready: false,
    status: "draining",
  });
});
