import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { listenForCommands } from "@/lib/leads/embedded/control-server";
import { holdDatabase } from "@/lib/leads/embedded/lock.mjs";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteOutbox } from "@/lib/leads/outbox/pglite-outbox";
import { createPgliteStore, embeddedDatabaseDir } from "@/lib/leads/pglite-store";
import { requireVmModules } from "@/lib/leads/require-vm-modules";

requireVmModules();
jest.setTimeout(180_000);

const script = path.join(process.cwd(), "scripts", "leads-outbox.mjs");
let dataDir: string;

/** Runs the script as `npm run leads:outbox` would; resolves with the exit code and output. */
function outbox(...args: string[]) {
  return promisify(execFile)(process.execPath, [script, ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** The database held as the server holds it: the lock taken, commands answered on the socket. */
async function asServer() {
  const release = await holdDatabase(dataDir);
  const db = await PGlite.create(embeddedDatabaseDir(dataDir));
  const stopListening = await listenForCommands(db, dataDir);
  return {
    db,
    async stop() {
      await stopListening();
      await db.close();
      await release();
    },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "leads-outbox-test-"));
  const db = await PGlite.create(embeddedDatabaseDir(dataDir));
  await applyMigrations(db);
  const store = createPgliteOutbox(db);
  await store.setChannels(["email", "webhook"]);
  await createPgliteStore(db).submit({
    kind: "referral",
    name: "Secret Name",
    email: "secret@example.com",
    phone: null,
    businessName: "Secret Shop",
    payload: {},
    addressHash: null,
    idempotencyKey: randomUUID(),
  });
  const [email] = await store.claim(1, 60_000, ["email"]);
  const down = { error: "SMTP answered 554", delayMs: 0, retryForMs: 0 };
  await store.reschedule(email!, down);
  await db.close();
}, 180_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run leads:outbox", () => {
  it("lists pending and failed deliveries without personal data, with no server running", async () => {
    const { code, stdout } = await outbox();
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe("id\tstatus\tchannel\tkind\tlead\tattempts\tnext attempt\tlast error");
    expect(lines.slice(1).map((line) => line.split("\t").slice(0, 6))).toEqual([
      ["1", "failed", "email", "referral", "1", "1"],
      ["2", "pending", "webhook", "referral", "1", "0"],
    ]);
    expect(lines[1]).toContain("SMTP answered 554");
    expect(stdout).not.toMatch(/Secret|secret@/);
  });

  it("lists and re-queues inside the running server, which keeps the database", async () => {
    const server = await asServer();
    try {
      expect((await outbox()).stdout).toContain("1\tfailed\temail");
      expect((await outbox("--retry", "abc")).code).toBe(2);
      expect(await outbox("--retry", "2")).toMatchObject({ code: 1 }); // pending, not failed
      expect(await outbox("--retry", "1")).toMatchObject({
        code: 0,
        stdout: "Re-queued 1 failed delivery.\n",
      });
      // Written by the server's own database, which is still open and sees it at once.
      const { rows } = await server.db.query<{ status: string }>(
        "select status from public.lead_deliveries where id = 1",
      );
      expect(rows).toEqual([{ status: "pending" }]);
    } finally {
      await server.stop();
    }
    expect((await outbox()).stdout).not.toContain("failed");
  });

  it("refuses, naming it, when a live process holds the database but does not answer", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    await writeFile(path.join(dataDir, "pglite.pid"), `${holder.pid}\n`);
    try {
      const { code, stderr } = await outbox();
      expect(code).toBe(1);
      expect(stderr).toContain(`process ${holder.pid} holds the embedded database`);
    } finally {
      holder.kill();
      await rm(path.join(dataDir, "pglite.pid"));
    }
  });
});
