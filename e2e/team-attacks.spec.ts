import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { workedExample } from "@/lib/comparison/worked-example";
import { startMailbox, type Mailbox } from "./support/delivery-stand-in.cjs";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { fetchStatement } from "./support/statement-links";
import { statementPdf, uploadStatement } from "./support/statement-files";
import { forgedRegistration, inviteLink, pageWithAuthenticator, teamCli } from "./support/team";

// Attacks on the team workspace, each against a server of this spec's own with a member signed
// in through Chromium's virtual authenticator: a file whose row is deleted, a lead id that looks
// like a file name, sign-in floods from one IPv6 /64, merchant text in an address header, a
// chunked body past the cap, a broken forwarded host, a HEAD of a file, and a database error's
// log line. The server's own output is read for what it must not print.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = ports.ownSite(17);
const origin = `http://localhost:${port}`;
const email = `sam-${Date.now().toString(36)}@example.com`;
/** A name the form accepts (plain ASCII) that a mail reader would decode into a bidi override. */
const encodedName = "=?utf-8?Q?=E2=80=AEfdp.exe?=";
const bidi = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
let site: SiteProcess;
let mailbox: Mailbox;
let target: { dataDir: string; origin: string };
let member: Page;
type Stored = { leadId: number; fileId: string; link: string };
const leads: Record<"bakery" | "encoded" | "chunked" | "retired", Stored> = {} as never;

/** A query on the running server's embedded store. */
async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const { readEmbedded } = await import("../lib/leads/embedded/control-client.mjs");
  return (await readEmbedded(
    site.dataDir,
    async (db) => (await db.query(text, params)).rows,
  )) as T[];
}

const mailTo = (address: string) => mailbox.messages.filter((mail) => mail.to.includes(address));

test.beforeAll(async ({ browser }) => {
  test.setTimeout(400_000);
  mailbox = await startMailbox();
  site = await startSite(
    port,
    {
      SITE_URL: origin,
      STATEMENTS_KEY: "5c".repeat(32),
      SMTP_URL: mailbox.url,
      LEADS_NOTIFY_TO: "team@example.com",
      LEADS_OUTBOX_POLL_MS: "200",
      LEADS_RETRY_BASE_MS: "200",
      // Started twice (once again mid-spec) on a machine the whole suite shares: PGlite's open
      // has taken over two minutes there.
      START_TIMEOUT_MS: "180000",
    },
    ["/team/sign-in"],
  );
  target = { dataDir: site.dataDir, origin };
  const merchants = {
    bakery: { name: "Dana Kowalski", businessName: "Lake Country Bakery" },
    encoded: { name: encodedName, businessName: "Encoded Name Books" },
    chunked: { name: "Ola Nordmann", businessName: "Pine Lake Cafe" },
    retired: { name: "Rita Moreno", businessName: "Retired File Diner" },
  };
  for (const [index, [key, merchant]] of Object.entries(merchants).entries()) {
    const answers = { ...merchant, email: `${key}@example.com`, note: "Attack spec." };
    const sent = await uploadStatement(origin, answers, [await statementPdf()], `10.89.0.${index}`);
    expect(sent.status, key).toBe(200);
  }
  // Before anyone enrols, the team's lead email carries each file's signed link.
  await expect.poll(() => mailTo("team@example.com").length, { timeout: 30_000 }).toBe(4);
  const rows = await sql<{ lead_id: number; file_id: string; email: string }>(
    `select l.id as lead_id, f.id as file_id, l.email
       from public.leads l join public.lead_files f on f.lead_id = l.id`,
  );
  for (const key of Object.keys(merchants) as (keyof typeof merchants)[]) {
    const row = rows.find((r) => r.email === `${key}@example.com`)!;
    const mail = mailTo("team@example.com").find((m) => m.leadId === String(row.lead_id))!;
    const link = /(http\S+\/statement-review\/download\?\S+)/.exec(mail.text)![1]!;
    leads[key] = { leadId: Number(row.lead_id), fileId: row.file_id, link };
  }

  const link = await inviteLink(target, email);
  const { page } = await pageWithAuthenticator(await browser.newContext());
  await page.goto(link);
  await page.getByRole("button", { name: "Create my passkey" }).click();
  // The first enrolment on a fresh server is slow on a loaded machine.
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible({
    timeout: 60_000,
  });
  member = page;
});

test.afterAll(async () => {
  await member?.context().close();
  await site?.close();
  await mailbox?.close();
});

const sessionCookie = async () =>
  (await member.context().cookies(`${origin}/team`)).find((c) => c.name === "team_session")!;

test("a file whose row is marked deleted is gone from the workspace (410), as from its signed link", async () => {
  test.setTimeout(400_000);
  const { fileId, link } = leads.retired;
  expect((await member.request.get(`${origin}/team/files/${fileId}`)).status()).toBe(200);
  // Retention marks the row, then cannot remove the blob (a directory stands in its place, which
  // unlink refuses even to root): the row is deleted and still names a blob that is there.
  await site.kill();
  const { withEmbeddedDatabase } = await import("../lib/leads/embedded/control-client.mjs");
  const [row] = (await withEmbeddedDatabase(site.dataDir, async (db) => {
    const marked = await db.query<{ storage_key: string }>(
      // As the retention job marks it: a deleted row keeps no figures (a constraint says so).
      "update public.lead_files set deleted_at = now() - interval '1 day', figures = null where id = $1 returning storage_key",
      [fileId],
    );
    return marked.rows;
  }))!;
  const blob = findFile(site.dataDir, row!.storage_key);
  renameSync(blob, `${blob}.aside`);
  mkdirSync(path.join(blob, "in-the-way"), { recursive: true });
  await site.restart();
  await expect
    .poll(() => site.events().some((e) => e.event === "data_retention_failed"), { timeout: 60_000 })
    .toBe(true);
  rmSync(blob, { recursive: true });
  renameSync(`${blob}.aside`, blob);
  const [after] = await sql<{ deleted: boolean; storage_key: string | null }>(
    "select deleted_at is not null as deleted, storage_key from public.lead_files where id = $1",
    [fileId],
  );
  expect(after).toEqual({ deleted: true, storage_key: row!.storage_key });

  const answer = await member.request.get(`${origin}/team/files/${fileId}`);
  expect(answer.status()).toBe(410);
  expect(answer.headers()["content-type"]).toMatch(/^text\/plain/);
  expect((await fetchStatement(site.url, link)).response.status).toBe(410);
});

/** The one file called `name` under `dir`. */
function findFile(dir: string, name: string): string {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.name === name && entry.isFile()) return path.join(entry.parentPath, entry.name);
  throw new Error(`no file ${name} under ${dir}`);
}

test("a lead id is a canonical integer, and every workspace path gets the workspace's headers", async () => {
  const id = leads.bakery.leadId;
  const withHeaders = (headers: Record<string, string>, path: string) => {
    expect(headers["content-security-policy"], path).toMatch(/script-src [^;]*'nonce-/);
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(headers["referrer-policy"], path).toBe("no-referrer");
    expect(headers["cache-control"], path).toContain("no-store");
  };
  const canonical = await member.request.get(`${origin}/team/leads/${id}`);
  expect(canonical.status()).toBe(200);
  withHeaders(canonical.headers(), "canonical");
  for (const path of [`${id}.00`, `${id}.0e0`, `0${id}.000`, `0${id}`, `${id}e0`, `+${id}`]) {
    const answer = await member.request.get(`${origin}/team/leads/${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    withHeaders(answer.headers(), path);
    expect(await answer.text(), path).not.toContain("Lake Country Bakery");
  }
  // Without a session, a path that looks like a file is still sent to sign in with the headers.
  const anonymous = await fetch(`${origin}/team/leads/${id}.00`, { redirect: "manual" });
  expect(anonymous.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(anonymous.headers.get("referrer-policy")).toBe("no-referrer");
});

test("sign-in attempts are limited per IPv6 /64, and a refused attempt stores no challenge", async () => {
  const challenges = async () =>
    Number(
      (await sql<{ n: number }>("select count(*)::int as n from public.team_challenges"))[0]!.n,
    );
  const attempt = (address: string) =>
    fetch(`${origin}/team/auth/sign-in-options`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": address },
      body: "{}",
    });
  const before = await challenges();
  const statuses: number[] = [];
  // 22 addresses of one /64, each used once, as a line can pick them (unique local addresses,
  // which the location check lets through as it does private ones).
  for (let n = 1; n <= 22; n++)
    statuses.push((await attempt(`fd4c:6d53:4200:2::${n.toString(16)}`)).status);
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
  expect(statuses.slice(20)).toEqual([429, 429]);
  expect((await challenges()) - before).toBe(20);
  // The next /64 is another subscriber.
  expect((await attempt("fd4c:6d53:4200:3::1")).status).toBe(200);
});

test("merchant text reaches an address header encoded, with no control or bidi characters", async () => {
  const { leadId } = leads.encoded;
  const sent = await member.evaluate(
    async ([url, body]) => (await fetch(url!, { method: "POST", body })).status,
    [`/team/leads/${leadId}/comparison`, JSON.stringify(workedExample)],
  );
  expect(sent).toBe(200);
  await expect.poll(() => mailTo("encoded@example.com").length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo("encoded@example.com")[0]!;
  const [to] = mail.parsed.to ? [mail.parsed.to].flat() : [];
  const name = to!.value[0]!.name;
  expect(name).not.toMatch(bidi);
  expect(name).toContain("fdp.exe"); // the merchant's own text, shown as text
  // The raw header never holds the merchant's encoded word as it was typed.
  expect(mail.rawHeaders).not.toContain("=?utf-8?Q?=E2=80=AE");
  // The team's own email of that lead: its Reply-To and Subject hold the name the same way.
  const team = mailTo("team@example.com").find((m) => m.leadId === String(leadId))!;
  expect(team.parsed.replyTo!.value[0]!.name).not.toMatch(bidi);
  expect(team.rawHeaders).not.toContain("=?utf-8?Q?=E2=80=AE");
});

test("the comparison's 64 KB cap counts a chunked body's bytes as they arrive", async () => {
  const { leadId } = leads.chunked;
  const cookie = await sessionCookie();
  // Valid inputs padded to 2 MB: a server that parsed the whole body would send this comparison.
  const json = JSON.stringify({ ...workedExample, padding: "x".repeat(2 * 1024 * 1024) });
  const bytes = Buffer.from(json);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024)
        controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      controller.close();
    },
  });
  const answer = await fetch(`${origin}/team/leads/${leadId}/comparison`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      Cookie: `team_session=${cookie.value}`,
    },
    body,
    duplex: "half",
  } as RequestInit);
  expect(answer.status).toBe(413);
  const recorded = await sql("select 1 from public.lead_comparisons where lead_id = $1", [leadId]);
  expect(recorded).toHaveLength(0);
});

test("a malformed forwarded host is refused with 400 on every auth step", async () => {
  for (const host of ["bad host", "[", "localhost:99999", "local host:1"])
    for (const step of ["sign-in-options", "sign-in", "enrol-options", "session", "sign-out"]) {
      const answer = await fetch(`${origin}/team/auth/${step}`, {
        method: "POST",
        headers: {
          "Sec-Fetch-Site": "same-origin",
          "X-Forwarded-Host": host,
          "X-Forwarded-For": "10.89.1.1",
        },
        body: "{}",
        redirect: "manual",
      });
      expect(answer.status, `${step} with ${host}`).toBe(400);
    }
});

test("a HEAD of a file answers its headers and is not logged as a download", async () => {
  const { fileId } = leads.bakery;
  const downloads = async () =>
    (await sql("select 1 from public.team_downloads where file_id = $1", [fileId])).length;
  const before = await downloads();
  const head = await member.request.head(`${origin}/team/files/${fileId}`);
  expect(head.status()).toBe(200);
  expect(head.headers()["content-disposition"]).toMatch(/^attachment; filename=/);
  expect(await downloads()).toBe(before);
  expect((await member.request.get(`${origin}/team/files/${fileId}`)).status()).toBe(200);
  expect(await downloads()).toBe(before + 1);
});

test("a database error is logged without its statement's parameters, token hashes or keys", async () => {
  const [held] = await sql<{ id: string }>("select id from public.team_credentials limit 1");
  const link = await inviteLink(target, email); // a second passkey for the same member
  const token = link.split("#")[1]!;
  const post = (step: string, body: unknown) =>
    fetch(`${origin}/team/auth/${step}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "10.89.2.1" },
      body: JSON.stringify(body),
    });
  const options = (await (await post("enrol-options", { token })).json()) as { challenge: string };
  // A registration that names the passkey the member already holds: the insert fails.
  const forged = await forgedRegistration({
    challenge: options.challenge,
    origin,
    rpId: "localhost",
    credentialId: held!.id,
  });
  const printedBefore = site.output().length;
  const answer = await post("enrol", { token, response: forged.response });
  expect(answer.status).toBe(500);
  await expect.poll(() => site.output().slice(printedBefore)).toContain("team_credentials_pkey");
  const printed = site.output();
  const { createHash } = await import("node:crypto");
  const hash = createHash("sha256").update(token, "utf8").digest("hex");
  for (const secret of [hash, forged.publicKey, held!.id, token])
    expect(printed.includes(secret), secret.slice(0, 12)).toBe(false);
  // Still one passkey: the forged one was not stored, and the member can be listed as before.
  expect(await teamCli(target, ["team:list"])).toContain(
    `${email} (Jane Specialist): 1 passkey(s)`,
  );
});
