import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { workedExample } from "@/lib/comparison/worked-example";
import { seriousViolations } from "./support/axe";
import { startMailbox, type Mailbox } from "./support/delivery-stand-in.cjs";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { sha256, statementPdf, uploadStatement } from "./support/statement-files";
import { addForeignPasskey, inviteLink, pageWithAuthenticator, teamCli } from "./support/team";

// The team workspace on a server of this spec's own: a member invited with the CLI enrols a
// passkey in Chromium's virtual authenticator, signs in and out, opens a merchant's statement
// (logged), and is locked out once removed; a browser without an enrolled passkey gets nowhere.
// WebAuthn needs a domain (never a bare IP), so the browser uses localhost, which is SITE_URL.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = ports.ownSite(12);
const origin = `http://localhost:${port}`;
const email = `jane-${Date.now().toString(36)}@example.com`;
let site: SiteProcess;
let mailbox: Mailbox;
let target: { dataDir: string; origin: string };
let leadId = 0;
let file: { id: string; sha256: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await startMailbox();
  const mail = {
    SMTP_URL: mailbox.url,
    LEADS_NOTIFY_TO: "team@example.com",
    LEADS_OUTBOX_POLL_MS: "200",
    LEADS_RETRY_BASE_MS: "200",
  };
  site = await startSite(port, { SITE_URL: origin, STATEMENTS_KEY: "7e".repeat(32), ...mail }, [
    "/team/sign-in",
  ]);
  target = { dataDir: site.dataDir, origin };
  const pdf = await statementPdf("october-statement.pdf");
  const answers = {
    name: "Dana Kowalski",
    email: "dana@example.com",
    businessName: "Lake Country Bakery",
    note: "Two locations; the second opened in June.",
    calculator: "vol=42000",
  };
  const sent = await uploadStatement(origin, answers, [pdf], "10.88.0.1");
  expect(sent.status).toBe(200);
  const stored = await fetchLeadFile();
  leadId = stored.leadId;
  file = { id: stored.fileId, sha256: sha256(pdf.buffer) };
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
});

/** The stored lead's id and file id, read as the team would: from the workspace's own inbox. */
async function fetchLeadFile(): Promise<{ leadId: number; fileId: string }> {
  // The lead email is not configured here; the embedded store is read through the running server.
  const { readEmbedded } = await import("../lib/leads/embedded/control-client.mjs");
  const rows = (await readEmbedded(site.dataDir, async (db) => {
    const result = await db.query<{ lead_id: number; id: string }>(
      "select lead_id, id from public.lead_files order by created_at desc limit 1",
    );
    return result.rows;
  })) as { lead_id: number; id: string }[];
  return { leadId: Number(rows[0]!.lead_id), fileId: rows[0]!.id };
}

async function shoot(page: Page, name: string) {
  mkdirSync("/tmp/shots", { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/team-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function signIn(page: Page) {
  await page.goto(`${origin}/team`);
  await expect(page).toHaveURL(/\/team\/sign-in\?next=%2Fteam$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies(`${origin}/team`)).find((cookie) => cookie.name === "team_session");

let member: { page: Page; browser: Browser } | undefined;

/** The mail that reached one address so far. */
const mailTo = (address: string) => mailbox.messages.filter((mail) => mail.to.includes(address));

test("a member invited with the CLI enrols a passkey, signs out and signs in again", async ({
  browser,
}) => {
  const link = await inviteLink(target, email);
  expect(link.startsWith(`${origin}/team/enrol#`)).toBe(true);
  // SMTP is set on the server, which ran the command: the link is emailed to the member too.
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
  expect(mailTo(email)[0]!.subject).toBe("Your sign-in to the team workspace");
  expect(mailTo(email)[0]!.text).toContain(link);
  const context = await browser.newContext();
  const { page } = await pageWithAuthenticator(context);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Create your passkey" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "enrol");
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/team`); // the spent token is gone from the address
  const enrolled = await sessionCookie(page);
  expect(enrolled).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/team" });

  const listed = await teamCli(target, ["team:list"]);
  expect(listed).toContain(`${email} (Jane Specialist): 1 passkey(s)`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${origin}/team/sign-in`);
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "sign-in");

  await signIn(page);
  const rotated = await sessionCookie(page);
  expect(rotated?.value).toBeDefined();
  expect(rotated?.value).not.toBe(enrolled?.value);

  // The same link a second time: used up, so no second passkey can be added with it.
  const again = await context.newPage();
  await again.goto(link);
  await again.getByRole("button", { name: "Create my passkey" }).click();
  await expect(
    again.getByRole("alert").filter({ hasText: "expired or was used already" }),
  ).toBeVisible();
  await again.close();
  member = { page, browser };
});

test("the inbox lists the statement lead with its due time; its page shows files, figures and note, and changes its status", async () => {
  const { page } = member!;
  await page.goto(`${origin}/team`);
  const row = page.getByRole("listitem").filter({ hasText: "Lake Country Bakery" });
  await expect(row).toContainText("Statement review");
  await expect(row).toContainText("Status: New");
  await expect(row).toContainText(/Files:\s*october-statement\.pdf/);
  await expect(row).toContainText(/Note:\s*Two locations; the second opened in June\./);
  await expect(row).toContainText(/Calculator:\s*Monthly card sales: \$42,000/);
  await expect(row).toContainText(/Due (soon: )?by|Overdue: was due/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "inbox");

  // The lead's link opened from another site, as from an email: the browser withholds the
  // SameSite=Strict cookie, so the server sends it to sign in, and the page's own check, which
  // carries the cookie, goes straight on to the lead without a passkey prompt.
  const visited: string[] = [];
  page.on("framenavigated", (frame) => visited.push(frame.url()));
  await page.goto(`${site.url}/robots.txt`); // 127.0.0.1: another site than localhost
  await page.evaluate((url) => window.location.assign(url), `${origin}/team/leads/${leadId}`);
  // Two navigations and the sign-in page's own check: on a loaded machine that page's script
  // has taken 4.5 s to ask, past the 7 s that expect waits by default.
  await expect(page).toHaveURL(`${origin}/team/leads/${leadId}`, { timeout: 20_000 });
  expect(visited.some((url) => url.startsWith(`${origin}/team/sign-in?next=`))).toBe(true);
  await page.goto(`${origin}/team`);
  await row.getByRole("link", { name: "Lake Country Bakery" }).click();
  await expect(page).toHaveURL(`${origin}/team/leads/${leadId}`);
  await expect(page.getByText("Two locations; the second opened in June.")).toBeVisible();
  await expect(page.getByText(/Monthly card sales: \$42,000/)).toBeVisible();
  await expect(page.getByText("Not downloaded yet.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "october-statement.pdf" }).click();
  const saved = await (await download).path();
  const { readFileSync } = await import("node:fs");
  expect(sha256(readFileSync(saved))).toBe(file.sha256);
  // The route's own headers reach the browser, not the pages' (the proxy sees this path too).
  const headers = (await page.request.get(`${origin}/team/files/${file.id}`)).headers();
  expect(headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
  expect(headers["cache-control"]).toBe("private, no-store, no-transform");
  expect(headers["content-disposition"]).toMatch(/^attachment; filename="october-statement\.pdf"/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  await page.reload();
  await expect(page.getByText(new RegExp(`Downloaded by ${email}, `))).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption("in_review");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "lead");

  await page.goto(`${origin}/team?kind=statement&status=in_review`);
  await expect(page.getByRole("link", { name: "Lake Country Bakery" })).toBeVisible();
  await page.goto(`${origin}/team?status=comparison_sent`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.goto(`${origin}/team?status=archived`);
  await expect(
    page.getByRole("alert").filter({ hasText: "not ones the inbox knows" }),
  ).toBeVisible();
});

test("the comparison is built on the lead's page from the worked example and reaches the merchant once, with its PDF and never the statement", async () => {
  const { page } = member!;
  await page.goto(`${origin}/team/leads/${leadId}`);
  const builder = page.getByRole("form", { name: "Statement comparison" });
  await expect(builder).toBeVisible();
  await builder.getByLabel("Statement month (YYYY-MM)").fill("2026-10");
  await builder.getByLabel("Card sales ($)").fill("40000");
  await builder.getByLabel("Card payments").fill("800");
  await builder.getByLabel("Total fees ($)").fill("1236.40");
  const lines: [string, string][] = [
    ["Interchange", "702.00"],
    ["Visa/MC assessments", "56.00"],
    ["Non-qualified surcharge", "318.40"],
    ["PCI non-compliance fee", "39.95"],
    ["Statement fee", "9.95"],
    ["Batch fee", "5.00"],
  ];
  for (const [index, [name, amount]] of lines.entries()) {
    await builder.getByRole("button", { name: "Add a fee line" }).click();
    await builder.getByLabel(`Fee ${index + 1} name`).fill(name);
    await builder.getByLabel(`Fee ${index + 1} amount ($)`).fill(amount);
  }
  await builder.getByLabel(/Enter the card-brand mix/).check();
  for (const [label, share] of [
    ["Visa", "55"],
    ["Mastercard", "30"],
    ["Discover", "5"],
    ["American Express", "10"],
    ["Debit cards (of all sales)", "40"],
  ] as const)
    await builder.getByLabel(label, { exact: true }).fill(share);
  await builder.getByLabel("Share taken online or keyed in (%)").fill("10");
  // The worked example (lib/comparison/worked-example.ts, priced by hand in compute.test.ts).
  await expect(builder).toContainText("$922.00");
  await expect(builder).toContainText("$314.40");
  await expect(builder).toContainText("$3,772.80");
  await shoot(page, "comparison");
  await builder.getByRole("button", { name: "Send the comparison" }).click();
  await expect(builder.getByRole("status").filter({ hasText: /^Sent / })).toBeVisible();

  await expect.poll(() => mailTo("dana@example.com").length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo("dana@example.com")[0]!;
  expect(mail.subject).toBe("Your card-processing comparison for October 2026");
  expect(mail.replyTo).toBe(email);
  for (const figure of ["$922.00", "$314.40", "$3,772.80"]) {
    expect(mail.html).toContain(figure);
    expect(mail.text).toContain(figure);
  }
  const attachments = mail.parsed.attachments;
  expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ["comparison-2026-10.pdf", "application/pdf"],
  ]);
  expect(sha256(attachments[0]!.content)).not.toBe(file.sha256);
  expect((await PDFDocument.load(attachments[0]!.content)).getPageCount()).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText(/^Sent .* by Jane Specialist/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("comparison_sent");
  // The same comparison posted again by the member's own page: refused, nothing queued.
  const again = await page.evaluate(
    async ([url, body]) => (await fetch(url!, { method: "POST", body })).status,
    [`/team/leads/${leadId}/comparison`, JSON.stringify(workedExample)],
  );
  expect(again).toBe(409);
  await page.waitForTimeout(1_500); // the outbox polls every 200 ms: a second copy would be here
  expect(mailTo("dana@example.com")).toHaveLength(1);
});

test("once a member has a passkey, the lead email links to the workspace page, not to the file", async () => {
  const first = mailTo("team@example.com").find((mail) => mail.leadId === String(leadId));
  expect(first?.text).toContain("/statement-review/download?"); // sent before anyone enrolled
  const pdf = await statementPdf("november-statement.pdf");
  const answers = {
    name: "Ola Nordmann",
    email: "ola@example.com",
    businessName: "Pine Lake Cafe",
  };
  expect((await uploadStatement(origin, answers, [pdf], "10.88.0.2")).status).toBe(200);
  await expect
    .poll(
      () => mailTo("team@example.com").filter((m) => m.subject.includes("Pine Lake Cafe")).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const mail = mailTo("team@example.com").find((m) => m.subject.includes("Pine Lake Cafe"))!;
  expect(mail.text).toMatch(new RegExp(`Open in the team workspace: ${origin}/team/leads/\\d+`));
  expect(mail.text).not.toContain("/statement-review/download");
  expect(mail.html).not.toContain("/statement-review/download");
});

test("the workspace's pages, as the server sends them, are valid HTML", async () => {
  const java = spawnSync("java", ["-version"], { stdio: "ignore" });
  test.skip(Boolean(java.error) || java.status !== 0, "Java is needed for the Nu HTML Checker");
  const { page } = member!;
  const dir = mkdtempSync(path.join(tmpdir(), "team-html-"));
  const pages = {
    inbox: `${origin}/team`,
    lead: `${origin}/team/leads/${leadId}`,
    filtered: `${origin}/team?kind=statement&status=comparison_sent`,
  };
  const files = [];
  for (const [name, url] of Object.entries(pages)) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    files.push(path.join(dir, `${name}.html`));
    writeFileSync(files.at(-1)!, await response.text());
  }
  for (const name of ["sign-in", "enrol"]) {
    files.push(path.join(dir, `${name}.html`));
    writeFileSync(files.at(-1)!, await (await fetch(`${origin}/team/${name}`)).text());
  }
  const vnu = path.join("node_modules", "vnu-jar", "build", "dist", "vnu.jar");
  const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
  });
  const messages = (
    JSON.parse(run.stderr || run.stdout) as { messages: { message: string; url: string }[] }
  ).messages;
  expect(messages.map(({ url, message }) => `${path.basename(url)}: ${message}`)).toEqual([]);
  rmSync(dir, { recursive: true, force: true });
});

test("a second browser with no enrolled passkey is refused, and so is a passkey the team never enrolled", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { page, cdp, authenticatorId } = await pageWithAuthenticator(context);
  await page.goto(`${origin}/team`);
  await expect(page).toHaveURL(/\/team\/sign-in/);
  await addForeignPasskey(cdp, authenticatorId, "localhost");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not one of the team's" })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  const fileAnswer = await page.request.get(`${origin}/team/files/${file.id}`);
  expect(fileAnswer.status()).toBe(401);
  await context.close();
});

test("removing a member ends their session at once", async () => {
  const { page } = member!;
  const removed = await teamCli(target, ["team:remove", email]);
  expect(removed).toContain(`Removed ${email}`);
  await page.goto(`${origin}/team`);
  await expect(page).toHaveURL(/\/team\/sign-in/);
  const fileAnswer = await page.request.get(`${origin}/team/files/${file.id}`);
  expect(fileAnswer.status()).toBe(401);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not one of the team's" })).toBeVisible();
  expect(await teamCli(target, ["team:list"])).toContain("No team members yet");
  await page.context().close();
});

test("anonymous and cross-site requests to every team route and file are refused", async () => {
  const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });
  for (const path of ["/team", `/team/leads/${leadId}`, "/team?kind=statement"]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(307);
    expect(answer.headers.get("location"), path).toMatch(/^\/team\/sign-in\?next=/);
  }
  expect((await get(`/team/files/${file.id}`)).status).toBe(401);
  expect((await get("/team/files/not-a-file")).status).toBe(401);

  const post = (path: string, headers: Record<string, string>, body = "{}") =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });
  const crossSite = { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" };
  for (const path of [
    "/team/auth/sign-in-options",
    "/team/auth/sign-in",
    "/team/auth/enrol-options",
    "/team/auth/enrol",
    "/team/auth/sign-out",
    "/team/auth/session",
    `/team/leads/${leadId}/status`,
    `/team/leads/${leadId}/comparison`,
  ])
    expect((await post(path, crossSite)).status, path).toBe(403);
  // Anonymous but same-origin: a status change needs a session; a made-up invite is refused.
  expect(
    (await post(`/team/leads/${leadId}/status`, { "Sec-Fetch-Site": "same-origin" }, "status=new"))
      .status,
  ).toBe(401);
  expect(
    (await post(`/team/leads/${leadId}/comparison`, { "Sec-Fetch-Site": "same-origin" })).status,
  ).toBe(401);
  const forged = await post(
    "/team/auth/enrol-options",
    { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "10.88.0.9" },
    JSON.stringify({ token: "A".repeat(43) }),
  );
  expect(forged.status).toBe(410);
  // A Host the site does not own cannot choose the passkeys' relying party.
  const foreignHost = await post("/team/auth/sign-in-options", {
    "Sec-Fetch-Site": "same-origin",
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-For": "10.88.0.9",
  });
  expect(foreignHost.status).toBe(400);
});

test("sign-in attempts are limited per address", async () => {
  const attempt = () =>
    fetch(`${origin}/team/auth/sign-in-options`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "10.88.0.42" },
      body: "{}",
    });
  const statuses: number[] = [];
  for (let n = 0; n < 21; n++) statuses.push((await attempt()).status);
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  // Another address is not held back by that one.
  const other = await fetch(`${origin}/team/auth/sign-in-options`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "10.88.0.43" },
    body: "{}",
  });
  expect(other.status).toBe(200);
});

test("team pages are per request with a nonce CSP, noindex and no-store; robots and the sitemap leave them out", async () => {
  const page = await fetch(`${origin}/team/sign-in`);
  const csp = page.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(page.headers.get("cache-control")).toContain("no-store");
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  const html = await page.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
  expect(html).not.toContain('rel="canonical"');
  expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain("Disallow: /team");
  expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain("/team");
});
