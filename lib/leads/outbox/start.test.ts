import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { startMailbox, until, type Mailbox } from "@/e2e/support/delivery-stand-in.cjs";
import { parseServerEnv } from "@/lib/env";
import { shutdownHooks } from "@/lib/shutdown";
import { applyMigrations } from "../migrations";
import { createPgliteStore, embeddedDatabaseDir } from "../pglite-store";
import { requireVmModules } from "../require-vm-modules";
import { sampleLead } from "../sample-lead";
import { createPgliteOutbox } from "./pglite-outbox";
import { leadOutboxStatus, startLeadOutbox } from "./start";

requireVmModules();
jest.setTimeout(180_000);

let dataDir: string;
let mailbox: Mailbox;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "outbox-start-"));
  mailbox = await startMailbox();
  // A lead stored by an earlier run, its email still pending.
  const db = await PGlite.create(embeddedDatabaseDir(dataDir));
  await applyMigrations(db);
  await createPgliteOutbox(db).setChannels(["email"]);
  await createPgliteStore(db).submit(sampleLead());
  await db.close();
}, 180_000);
afterAll(async () => {
  for (const hook of shutdownHooks()) await hook.run(new AbortController().signal);
  await mailbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("a worker whose first start fails delivers once the store answers", async () => {
  // Another process holds the embedded database (a script, say): the worker cannot open it.
  const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"]);
  await writeFile(path.join(dataDir, "pglite.pid"), `${holder.pid}\n`);
  const env = parseServerEnv({
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    LEADS_NOTIFY_TO: "sales@example.com",
    LEADS_OUTBOX_POLL_MS: "200",
  });
  const started = Date.now();
  await startLeadOutbox(env);
  expect(Date.now() - started).toBeLessThan(1_000); // the server's start never waits for it
  await until(() => leadOutboxStatus().state === "restarting", { what: "a failed start" });
  expect(leadOutboxStatus()).toMatchObject({ lastFailure: "DatabaseHeldError", restarts: 1 });
  expect(mailbox.messages).toEqual([]);

  holder.kill();
  await until(() => mailbox.messages.length > 0, { what: "the email", timeoutMs: 60_000 });
  // With SMTP the merchant's comparison email is a channel too; a new lead queues only "email".
  expect(leadOutboxStatus()).toMatchObject({ state: "running", channels: ["email", "comparison"] });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailbox.messages.map((mail) => mail.subject)).toEqual(["New contact request: Dana"]);
});
