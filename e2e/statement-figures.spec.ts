import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import {
  exportFixtures,
  type ExportFixture,
} from "@/lib/statements/figures/testing/export-fixtures";
import { pdfFixtures } from "@/lib/statements/figures/testing/pdf-fixtures";
import type { StatementRead } from "@/lib/statements/figures/types";
import { confirmedRead, unconfirmedRead } from "@/lib/statements/figures/testing/sample-reads";
import { seriousViolations } from "./support/axe";
import { deliveredOnce, deliveryEnv } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { openForm } from "./support/lead-forms";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { photoWithGps, statementPdf, type UploadFile } from "./support/statement-files";
import { inviteLink, pageWithAuthenticator } from "./support/team";

// What was read from a statement, end to end on a server of this spec's own: a merchant sends
// files through the real form (JavaScript on and off) and reads, on the page they land on, the
// figures the file's sums confirm or that a specialist is reading it; another visitor sees
// nothing; the lead's email and webhook carry the reads; a signed-in member finds the comparison
// builder pre-filled and marked. WebAuthn needs a domain, so the browser uses localhost.
test.describe.configure({ mode: "serial", timeout: 180_000 });

// A server per project (the spec runs on both screens, and the two runs may overlap in time).
let origin: string;
const run = Date.now().toString(36);
const emailFor = (label: string) => `figures-${run}-${label}@example.com`;
let site: SiteProcess;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let visitor = 0;
const nextAddress = () => `10.78.0.${(visitor += 1)}`;
let sentPage: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = ports.ownSite(test.info().project.name === "mobile" ? 24 : 23);
  origin = `http://localhost:${port}`;
  sentPage = `${origin}/statement-review/sent`;
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: "figures-webhook-secret-0123456789abcdef" });
  site = await startSite(
    port,
    {
      ...deliveryEnv(mailbox, webhook),
      SITE_URL: origin,
      STATEMENTS_KEY: "4d".repeat(32),
      // A restart opens PGlite again; on a loaded 2-core machine that passes the default 120 s.
      START_TIMEOUT_MS: "170000",
    },
    ["/statement-review", "/statement-review/sent", "/team/sign-in"],
  );
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

/** A spreadsheet export in a layout no processor writes: the readers leave it to the specialist. */
const homeMadeCsv = (name = "my-fees.csv"): UploadFile => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from("day,what,amount\n2026-10-01,card sales,1200.00\n2026-10-01,fees,35.10\n"),
});

async function fill(page: Page, email: string, files: UploadFile[]) {
  const form = page.getByRole("form", { name: "Statement review form" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Dana Kowalski");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Business name" }).fill("Lake Country Bakery");
  await form.getByLabel("Choose files").setInputFiles(files);
  await form.getByRole("button", { name: "Send my statement" }).click();
  await expect(page).toHaveURL(/\/statement-review\/sent$/, { timeout: 60_000 });
}

/** Sends through the form in a browser of its own, with or without JavaScript; it stays open. */
async function send(browser: Browser, script: boolean, email: string, files: UploadFile[]) {
  const context = await browser.newContext({
    javaScriptEnabled: script,
    extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
  });
  const page = await context.newPage();
  if (script) await openForm(page, `${origin}/statement-review`);
  else await page.goto(`${origin}/statement-review`);
  await fill(page, email, files);
  return { context, page };
}

const figures = (page: Page) => page.getByRole("region", { name: "What your statement says" });
const fileSection = (page: Page, name: string) =>
  figures(page).getByRole("region", { name: `From ${name}` });

/** Sets what was read from a lead's files, as the readers would have answered, with the server stopped. */
async function setReads(email: string, reads: StatementRead[]) {
  await site.kill();
  const { withEmbeddedDatabase } = await import("../lib/leads/embedded/control-client.mjs");
  await withEmbeddedDatabase(site.dataDir, async (db) => {
    for (const [index, read] of reads.entries()) {
      await db.query(
        `update public.lead_files f set figures = $1::jsonb from public.leads l
          where l.id = f.lead_id and l.email = $2 and f.position = $3`,
        [JSON.stringify(read), email, index + 1],
      );
    }
  });
  await site.restart();
}

async function shoot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR ?? "/tmp/shots";
  mkdirSync(folder, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/figures-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const sent: Record<string, BrowserContext> = {};
test.afterAll(async () => {
  await Promise.all(Object.values(sent).map((context) => context.close()));
});

for (const script of [true, false]) {
  const how = script ? "with JavaScript" : "without JavaScript";
  test(`${how}: the sender reads that a specialist reads a file the readers do not know, and that photos stay with the specialist; a reload shows the same`, async ({
    browser,
  }) => {
    const email = emailFor(script ? "js" : "nojs");
    const { context, page } = await send(browser, script, email, [
      homeMadeCsv(),
      await photoWithGps(),
    ]);
    sent[email] = context;
    for (const visit of ["landed", "reloaded"]) {
      if (visit === "reloaded") await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your statement is with us");
      await expect(fileSection(page, "my-fees.csv")).toContainText(
        "A specialist is reading this file",
      );
      await expect(fileSection(page, "IMG_4031.jpg")).toContainText(
        "Photos and scans stay with the specialist",
      );
      // Not one number from either file: neither was read.
      await expect(figures(page)).not.toContainText("$");
    }
  });
}

test("the page is private to its sender: another visitor, or the same page without the cookie, sees no figures", async ({
  browser,
}) => {
  const context = sent[emailFor("nojs")]!;
  const [cookie] = await context.cookies(sentPage);
  expect(cookie).toMatchObject({
    name: "statement_sent",
    path: "/statement-review/sent",
    httpOnly: true,
    sameSite: "Strict",
  });
  const withCookie = await fetch(sentPage, {
    headers: { cookie: `statement_sent=${cookie!.value}` },
  });
  const html = await withCookie.text();
  expect(html).toContain("What your statement says");
  expect(withCookie.headers.get("cache-control")).toContain("no-store");
  expect(withCookie.headers.get("content-security-policy")).toMatch(/script-src 'self'.*'nonce-/);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  const altered = `statement_sent=${cookie!.value.slice(0, -2)}xx`;
  for (const headers of [new Headers(), new Headers({ cookie: altered })]) {
    const other = await fetch(sentPage, { headers });
    expect(other.status).toBe(200);
    const page = await other.text();
    expect(page).toContain("Your statement is with us");
    expect(page).not.toContain("What your statement says");
    expect(page).not.toContain("my-fees.csv");
  }
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(sentPage);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your statement is with us");
  await expect(figures(page)).toHaveCount(0);
  await stranger.close();
});

test("the lead's email and webhook carry what was read from each file, never the file", async () => {
  const { mail, hook } = await deliveredOnce(mailbox, webhook, emailFor("js"), 60_000);
  const files = (hook.json as { lead: { files: { name: string; read: unknown }[] } }).lead.files;
  expect(files.map((file) => [file.name, file.read])).toEqual([
    ["my-fees.csv", { read: false, reason: "unknown-layout" }],
    ["IMG_4031.jpg", { read: false, reason: "image" }],
  ]);
  expect(mail.text).toContain(
    "Not read: neither an export nor a statement layout the readers know.",
  );
  expect(mail.text).toContain("Not read: photos and scans are read by the specialist.");
  expect(mail.parsed.attachments).toEqual([]);
});

test("the readers' statements, sent with JavaScript and without: the sender reads the right rate, or that a specialist is reading it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const fixtures = new Map((await pdfFixtures()).map((fixture) => [fixture.name, fixture]));
  const upload = (names: string[]) =>
    names.map((name) => ({ name, mimeType: "application/pdf", buffer: fixtures.get(name)!.bytes }));
  const sends = [
    [true, ["first-party.pdf", "tiered-fees-disagree.pdf", "general.pdf"]],
    [false, ["tiered.pdf", "first-party-two-months.pdf", "image-only.pdf"]],
  ] as const;
  for (const [script, names] of sends) {
    const email = emailFor(`fixtures-${script ? "js" : "nojs"}`);
    const { context, page } = await send(browser, script, email, upload([...names]));
    sent[email] = context;
    for (const name of names) {
      const section = fileSection(page, name);
      const expected = fixtures.get(name)!.expected;
      if (!expected.read) {
        await expect(section).toContainText("Photos and scans stay with the specialist");
        continue;
      }
      if (![expected.grossSales, expected.totalFees].some((figure) => figure?.confirmed)) {
        await expect(section).toContainText("A specialist is reading this file");
        await expect(section).not.toContainText("$");
        continue;
      }
      const fees = expected.totalFees.confirmed
        ? formatUsd(expected.totalFees.value)
        : "A specialist is reading it";
      await expect(section.getByRole("definition").filter({ hasText: fees })).toHaveCount(1);
      if (expected.effectiveRate) {
        await expect(section).toContainText(formatPercent(expected.effectiveRate.value));
        await expect(section).toContainText("your fees divided by your card sales, before refunds");
      } else {
        await expect(section).toContainText("Your effective rate is not shown");
        await expect(section).not.toContainText("%");
      }
    }
  }
});

test("the processor exports, as CSV with JavaScript and as XLSX without: the sender reads the rate each export's own sums confirm, or that a specialist is reading it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const mimeType = {
    csv: "text/csv",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
  const fixtures = exportFixtures();
  // Three files a send, the form's limit: every CSV with JavaScript, every XLSX without.
  const batches: [boolean, ExportFixture[]][] = [];
  for (const script of [true, false]) {
    const kind = script ? "csv" : "xlsx";
    const ofKind = fixtures.filter((fixture) => fixture.kind === kind);
    for (let at = 0; at < ofKind.length; at += 3) batches.push([script, ofKind.slice(at, at + 3)]);
  }
  for (const [index, [script, batch]] of batches.entries()) {
    const email = emailFor(`exports-${index}`);
    const files = batch.map(({ name, kind, bytes }) => ({
      name,
      mimeType: mimeType[kind],
      buffer: bytes,
    }));
    const { context, page } = await send(browser, script, email, files);
    sent[email] = context;
    for (const { name, expected } of batch) {
      const section = fileSection(page, name);
      if (!expected.salesConfirmed && !expected.feesConfirmed) {
        await expect(section).toContainText("A specialist is reading this file");
        await expect(section).not.toContainText("$");
        continue;
      }
      if (expected.salesConfirmed) {
        await expect(section).toContainText(formatUsd(expected.grossSales));
      }
      const fees = expected.feesConfirmed
        ? formatUsd(expected.totalFees!)
        : "A specialist is reading it";
      await expect(section.getByRole("definition").filter({ hasText: fees })).toHaveCount(1);
      if (expected.effectiveRate !== undefined) {
        await expect(section).toContainText(formatPercent(expected.effectiveRate));
        await expect(section).toContainText("your fees divided by your card sales, before refunds");
      } else {
        await expect(section).toContainText("Your effective rate is not shown");
        await expect(section).not.toContainText("%");
      }
    }
    if (index === 0) await shoot(page, "sent-exports");
  }
});

test("figures as the readers answer them: the sender reads the confirmed ones, the rate with its basis and the flags, never one its sums contradict", async ({
  browser,
}) => {
  test.setTimeout(300_000); // the server restarts with the reads in place
  const email = emailFor("figures");
  const { context, page } = await send(browser, false, email, [
    await statementPdf("october-statement.pdf"),
    await statementPdf("november-statement.pdf"),
  ]);
  sent[email] = context;
  await setReads(email, [confirmedRead, unconfirmedRead]);
  await page.reload();
  const october = fileSection(page, "october-statement.pdf");
  const rows = (section: typeof october) =>
    section
      .locator("dl > div")
      .evaluateAll((divs) =>
        divs.map((div) => [...div.children].map((cell) => (cell as HTMLElement).innerText.trim())),
      );
  expect(await rows(october)).toEqual([
    ["Statement period", "October 2026"],
    ["Card sales", "$48,210.55"],
    ["Card payments", "1,212"],
    ["Fees you paid", "$1,236.40"],
    ["Effective rate", "2.56%\nyour fees divided by your card sales, before refunds"],
  ]);
  await expect(october).toContainText("“PCI non-compliance fee”, $19.95");
  await expect(october.getByRole("link", { name: "PCI fee in our guide" })).toHaveAttribute(
    "href",
    /^\/ebook\/credit-card-savings#/,
  );
  // The fee lines of the second file do not add up to its total: no fees, no rate, no amounts.
  const november = fileSection(page, "november-statement.pdf");
  expect(await rows(november)).toEqual([
    ["Statement period", "October 2026"],
    ["Card sales", "$48,210.55"],
    ["Card payments", "1,212"],
    ["Fees you paid", "A specialist is reading it"],
  ]);
  await expect(november).toContainText("Your effective rate is not shown");
  await expect(november).not.toContainText("$19.95");
  await expect(november).not.toContainText("%");
  await expect(figures(page)).toContainText(
    "will confirm these figures and send the full comparison within one business day",
  );
  // The same page, sent without JavaScript, looked at in a browser that runs it (axe needs it).
  const viewer = await browser.newContext();
  await viewer.addCookies(await context.cookies(sentPage));
  const shown = await viewer.newPage();
  await shown.goto(sentPage);
  await expect(fileSection(shown, "october-statement.pdf")).toContainText("2.56%");
  expect(await seriousViolations(shown)).toEqual([]);
  await shoot(shown, "sent");
  await viewer.close();
});

test("a signed-in member finds the builder pre-filled from the file, each figure marked, and a corrected one becomes typed; the inbox shows the rate", async ({
  browser,
}) => {
  test.setTimeout(300_000); // axe over the lead's page and its builder, twice a screenshot
  const context = await browser.newContext();
  const { page } = await pageWithAuthenticator(context);
  await page.goto(await inviteLink({ dataDir: site.dataDir, origin }, `jane-${run}@example.com`));
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  const lead = page.getByRole("listitem").filter({ hasText: "Lake Country Bakery" });
  await expect(lead.first()).toBeVisible();
  await expect(
    page.getByText("2.56% of card sales, read from october-statement.pdf"),
  ).toBeVisible();
  await expect(page.getByText("not read from the files").first()).toBeVisible();
  // A statement the PDF reader read: its rate in the inbox, and its builder started from it.
  const realRate = page.getByText(/^2\.51% of card sales, read from first-party\.pdf$/);
  await expect(realRate).toBeVisible();
  await realRate.locator("xpath=ancestor::li").getByRole("link").click();
  const started = page.getByRole("form", { name: "Statement comparison" });
  await expect(started.getByRole("textbox", { name: "Card sales ($)", exact: true })).toHaveValue(
    "53439.03",
  );
  await expect(
    started.getByRole("textbox", { name: "Card sales ($)", exact: true }),
  ).toHaveAccessibleDescription(/^Read from the file \(page \d+, line \d+\)$/);
  await expect(started.getByRole("textbox", { name: "Card payments", exact: true })).toHaveValue(
    "708",
  );
  await page.goBack();
  await page
    .getByText("2.56% of card sales, read from october-statement.pdf")
    .locator("xpath=ancestor::li")
    .getByRole("link")
    .click();

  const read = page.getByRole("region", { name: "Read from the files" });
  await expect(read.getByRole("table", { name: "november-statement.pdf" })).toContainText(
    "read, not confirmed: Fee lines add up to total fees does not hold",
  );
  const builder = page.getByRole("form", { name: "Statement comparison" });
  const box = (name: string) => builder.getByRole("textbox", { name, exact: true });
  await expect(box("Card sales ($)")).toHaveValue("48210.55");
  await expect(box("Card sales ($)")).toHaveAccessibleDescription(
    "Read from the file (page 1, line 12)",
  );
  await expect(box("Statement month (YYYY-MM)")).toHaveValue("2026-10");
  await expect(box("Fee 3 name")).toHaveValue("PCI non-compliance fee");
  await expect(box("Fee 3 name")).toHaveAccessibleDescription(
    "Read from the file (page 1, line 27)",
  );
  await expect(box("Total fees ($)")).toHaveAccessibleDescription(
    "Read from the file (page 1, line 30)",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 }); // the figures' table scrolls sideways
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "builder");

  await box("Total fees ($)").fill("1246.40");
  await expect(box("Total fees ($)")).toHaveAccessibleDescription("Typed");
  await expect(box("Card sales ($)")).toHaveAccessibleDescription(/Read from the file/);
  await context.close();
});
