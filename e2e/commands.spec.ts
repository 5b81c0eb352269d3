import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactFormFields, postContactLead } from "./support/server-process.mjs";
import {
  npmRun,
  npmStart,
  pinnedNodeMajor,
  seoPreview,
  type NpmServer,
} from "./support/operator-commands";
import { ports } from "./support/servers";
import { statementPdf, uploadStatement } from "./support/statement-files";

// Every command the README and docs/ give an operator, run through npm as they say, in both modes
// (the embedded store held by a running `npm start`, or opened by the command itself) on a fresh
// data folder and on a used one. On a fresh folder with no server, data:retention once crashed
// while loading its modules (scripts/load-ts.mjs). One server serves both of its phases: it starts
// on an empty folder, and the test then sends it a contact lead, a statement and an invitation.
// The timeout guards against hangs: each command with no server opens the store (PGlite) itself,
// about 5 s of CPU, which took 80 s a command on this machine at a load average of 47.
test.describe.configure({ mode: "serial", timeout: 900_000 });

const port = ports.ownSite(13);
const origin = `http://127.0.0.1:${port}`;
const asOf = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
const member = "jane.ops@example.com";
const folders: string[] = [];
const newFolder = () => {
  folders.push(mkdtempSync(path.join(tmpdir(), "lcms-e2e-commands-")));
  return folders.at(-1)!;
};
let receiver: Server;
let serverFolder: string;
let server: Promise<NpmServer>;

type Mode = "this process" | "the running server";

/** Runs one command against `dataDir` and checks its exit code before anything else. */
async function run(dataDir: string, command: string, args: string[] = [], code = 0) {
  const result = await npmRun(command, args, { DATA_DIR: dataDir, SITE_URL: origin });
  expect(result.code, `${command} ${args.join(" ")}\n${result.stdout}\n${result.stderr}`).toBe(
    code,
  );
  return result;
}

/** The counts a retention run printed, by kind (`statementFiles`, `contact`, …). */
async function retention(dataDir: string, mode: Mode, args: string[]) {
  const { stdout } = await run(dataDir, "data:retention", args);
  const heading = args.includes("--as-of")
    ? `Would delete on ${asOf} (dry run), by ${mode}:`
    : `${args.includes("--dry-run") ? "Would delete (dry run)" : "Deleted"}, by ${mode}:`;
  expect(stdout).toContain(heading);
  return Object.fromEntries(
    [...stdout.matchAll(/^ {2}\S+\s+(\w+)\s+(\d+)$/gm)].map(([, k, n]) => [k, Number(n)]),
  );
}

/**
 * Every command on a folder that has never held a lead, a file or a member. With no server, the
 * reading commands find no database and say so; data:retention then opens (creates) it, as in the
 * crash, and the team commands use it. Each command with no server opens the store, seconds of CPU.
 */
async function freshFolder(dataDir: string, mode: Mode) {
  const exported = await run(dataDir, "leads:export");
  if (mode === "this process") expect(exported.stderr).toContain("no embedded database in");
  expect(exported.stdout.trim().split("\n").at(-1)).toBe(
    "created_at,kind,name,email,phone,business_name,details,idempotency_key",
  );
  expect((await run(dataDir, "leads:outbox")).stdout).toContain("No pending or failed deliveries.");
  expect((await run(dataDir, "leads:outbox", ["--retry", "all"])).stdout).toContain(
    "Re-queued 0 failed deliveries.",
  );
  expect((await run(dataDir, "statements:link", ["1"])).stdout).toContain(
    "Lead 1 has no statement files kept",
  );
  const zeros = { statementFiles: 0, orphanBlobs: 0, contact: 0, statement: 0, deliveries: 0 };
  expect(await retention(dataDir, mode, ["--dry-run"])).toMatchObject(zeros);
  expect(await retention(dataDir, mode, ["--dry-run", "--as-of", asOf])).toMatchObject(zeros);
  expect(await retention(dataDir, mode, [])).toMatchObject(zeros);
  const listed = await inviteListRemove(dataDir, `fresh.${mode.split(" ")[1]}@example.com`);
  expect(listed.match(/passkey\(s\)/g)).toHaveLength(1); // the new member is the only one
}

/** Invites a member, finds them listed, and removes them; answers the list. */
async function inviteListRemove(dataDir: string, email: string) {
  const invited = await run(dataDir, "team:invite", [email, "--name", "Pat Fresh"]);
  expect(invited.stdout).toContain(`Enrolment link for ${email} (works once, until `);
  expect(invited.stdout).toMatch(new RegExp(`^  ${origin}/team/enrol#[\\w-]{43}$`, "m"));
  const listed = (await run(dataDir, "team:list")).stdout;
  expect(listed).toContain(`${email} (Pat Fresh): 0 passkey(s), never signed in`);
  const removed = await run(dataDir, "team:remove", [email]);
  expect(removed.stdout).toContain(`Removed ${email}: their sessions ended.`);
  return listed;
}

/** Every command on the folder the server filled: a contact lead, a statement, a member. */
async function usedFolder(dataDir: string, mode: Mode) {
  const exported = (await run(dataDir, "leads:export")).stdout;
  expect(exported).toMatch(/,contact,Load Test,lead\.ops@example\.com,/);
  expect(exported).toMatch(/,statement,Dana Kowalski,dana\.ops@example\.com,/);

  // Both deliveries failed (the receiver answers 503 and the retry window is a second long).
  const listed = (await run(dataDir, "leads:outbox")).stdout;
  const rows = [...listed.matchAll(/^(\d+)\tfailed\twebhook\t(\w+)\t(\d+)\t\d+\t-\t(.*)$/gm)];
  expect(rows.map((row) => row[2]).sort(), listed).toEqual(["contact", "statement"]);
  for (const row of rows) expect(row[4]).toContain("503");
  const statementRow = rows.find((row) => row[2] === "statement")!;
  const retried = await run(dataDir, "leads:outbox", ["--retry", statementRow[1]!]);
  expect(retried.stdout).toContain("Re-queued 1 failed delivery.");
  expect((await run(dataDir, "leads:outbox")).stdout).toMatch(
    new RegExp(`^${statementRow[1]}\\t(pending|failed)\\twebhook\\tstatement\\t`, "m"),
  );

  const linked = (await run(dataDir, "statements:link", [statementRow[3]!])).stdout;
  expect(linked).toContain("october-statement.pdf (application/pdf, ");
  expect(linked).toMatch(/^ {2}SHA-256 [0-9a-f]{64}$/m);
  expect(linked).toMatch(new RegExp(`^  ${origin}/statement-review/download\\?\\S+$`, "m"));
  expect(linked).toMatch(/^ {2}works until \d{4}-\d\d-\d\dT/m);

  expect((await retention(dataDir, mode, ["--dry-run"])).statementFiles).toBe(0);
  expect((await retention(dataDir, mode, ["--dry-run", "--as-of", asOf])).statementFiles).toBe(1);
  expect(await retention(dataDir, mode, [])).toMatchObject({ statementFiles: 0, contact: 0 });

  const members = await inviteListRemove(dataDir, `used.${mode.split(" ")[1]}@example.com`);
  expect(members).toContain(`${member} (Jane Ops): 0 passkey(s), never signed in`);
}

/** Waits for the server's worker to give up both webhook deliveries (a 1 s retry window). */
const bothDeliveriesFailed = () =>
  expect(async () => {
    const { stdout } = await run(serverFolder, "leads:outbox");
    expect(stdout.match(/\tfailed\twebhook\t/g)).toHaveLength(2);
  }).toPass({ timeout: 90_000 });

test.beforeAll(async () => {
  receiver = createServer((_, response) => response.writeHead(503).end()).listen(0, "127.0.0.1");
  await new Promise((resolve) => receiver.once("listening", resolve));
  const address = receiver.address() as { port: number };
  serverFolder = newFolder();
  // Started now, so that it opens its store while the first test runs the commands on their own.
  server = npmStart(port, {
    DATA_DIR: serverFolder,
    SITE_URL: origin,
    TRUST_PROXY: "1",
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${address.port}/leads`,
    LEADS_WEBHOOK_SECRET: "commands-spec-webhook-secret-0123456789",
    LEADS_RETRY_BASE_MS: "100",
    LEADS_RETRY_FOR_MS: "1000",
  });
  server.catch(() => {});
});

test.afterAll(async () => {
  await (await server.catch(() => null))?.stop();
  receiver?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test("with no server running, every command works on a fresh data folder", async () => {
  await freshFolder(newFolder(), "this process");
  await seoPreview();
});

test(`npm start serves on Node ${pinnedNodeMajor}, and every command works through it on its fresh folder`, async () => {
  const started = await server;
  expect(started.output()).toMatch(
    new RegExp(`Lake Country Merchant Services: ${origin} \\(Node v${pinnedNodeMajor}\\.`),
  );
  expect((await run(serverFolder, "team:list")).stdout).toContain("No team members yet");
  await freshFolder(serverFolder, "the running server");
  const again = await run(serverFolder, "team:remove", ["fresh.running@example.com"], 1);
  expect(again.stdout).toContain("No member fresh.running@example.com.");
  await seoPreview();
});

test("through the running server, every command works on a folder with leads, a file and a member", async () => {
  const fields = await contactFormFields(origin);
  const key = crypto.randomUUID();
  const contact = { fields, email: "lead.ops@example.com", key, address: "10.77.0.1" };
  expect((await postContactLead(origin, contact)).confirmed).toBe(true);
  const answers = { name: "Dana Kowalski", email: "dana.ops@example.com", businessName: "Bakery" };
  const sent = await uploadStatement(origin, answers, [await statementPdf()], "10.77.0.2");
  expect(sent.status).toBe(200);
  await run(serverFolder, "team:invite", [member, "--name", "Jane Ops"]);
  await bothDeliveriesFailed();
  await usedFolder(serverFolder, "the running server");
});

test("with the server stopped, every command works on the folder it used", async () => {
  await bothDeliveriesFailed(); // the one retried through the server failed again
  await (await server).stop();
  await usedFolder(serverFolder, "this process");
});
