import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { connect } from "node:net";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import { derivedKey } from "@/lib/statements/derived-keys";
import { signDownloadLink } from "@/lib/statements/links";
import { deliveredOnce, deliveryEnv, hooksFor, reportFigures } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { openForm } from "./support/lead-forms";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { fetchStatement } from "./support/statement-links";
import {
  encryptedPdf,
  feeExport,
  pdfWithJavaScript,
  photoWithGps,
  programNamedPdf,
  sha256,
  statementPdf,
  type UploadFile,
  uploadStatement,
} from "./support/statement-files";

// The free statement review end to end: real files through the page (with and without
// JavaScript), a real SMTP server and webhook receiver in the test, downloads by the signed links,
// the refusals, a crash mid-upload and the retention run, on a site server of this spec's own.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const runScript = promisify(execFile);
const key = "5c".repeat(32);
const run = Date.now().toString(36);
const emailFor = (label: string) => `statement-${run}-${label}@example.com`;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;
let visitor = 0;
/** Each send from its own (private, so allowed) address: the per-address limit never interferes. */
const nextAddress = () => `10.77.0.${(visitor += 1)}`;
const sent: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: "statement-webhook-secret-0123456789abcdef" });
  site = await startSite(
    ports.ownSite(5),
    { ...deliveryEnv(mailbox, webhook), STATEMENTS_KEY: key },
    ["/statement-review", "/statement-review/sent"],
  );
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

const blobs = () => readdirSync(path.join(site.dataDir, "statements", "blobs")).length;
const temps = () => readdirSync(path.join(site.dataDir, "statements", "tmp")).length;

async function fillAnswers(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Statement review form" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Dana Kowalski");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Business name" }).fill("Lake Country Bakery");
  await form.getByRole("textbox", { name: /Anything we should know/ }).fill("Two locations.");
  return form;
}

/** Who referred the visitors: a referral link's `?ref=` with JavaScript, typed without. */
const referrer = "Pat Lindgren";

/** Sends files as a visitor with JavaScript: chosen, listed, sent with progress, confirmed. */
async function sendWithScript(page: Page, email: string, files: UploadFile[]) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
  await openForm(page, `${site.url}/statement-review?ref=${encodeURIComponent(referrer)}`);
  const form = await fillAnswers(page, email);
  await expect(form.getByRole("textbox", { name: "Referred by" })).toHaveValue(referrer);
  await form.getByLabel("Choose files").setInputFiles(files);
  const list = form.getByRole("list", { name: "Files to send" });
  for (const file of files) await expect(list).toContainText(file.name.split("/").pop()!);
  await form.getByRole("button", { name: "Send my statement" }).click();
  // Stored, the form's script goes to the page a post without JavaScript lands on.
  await expect(page).toHaveURL(/\/statement-review\/sent$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your statement is with us");
  sent.push(email);
}

/** Sends files as a visitor without JavaScript: a plain multipart post answered with a page. */
async function sendWithoutScript(browser: Browser, email: string, files: UploadFile[]) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/statement-review`);
    const form = await fillAnswers(page, email);
    await form.getByRole("textbox", { name: "Referred by" }).fill(referrer);
    await form.getByLabel("Choose files").setInputFiles(files);
    await form.getByRole("button", { name: "Send my statement" }).click();
    await expect(page).toHaveURL(/\/statement-review\/sent$/, { timeout: 60_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your statement is with us");
    sent.push(email);
  } finally {
    await context.close();
  }
}

/** The webhook's files for a visitor, each downloaded by its signed link from this server. */
async function downloads(email: string) {
  const [hook] = hooksFor(webhook, email);
  const files = (
    hook!.json as { lead: { files: { name: string; sha256: string; url: string; size: number }[] } }
  ).lead.files;
  return Promise.all(
    files.map(async (file) => {
      const { response } = await fetchStatement(site.url, file.url);
      return { file, response, body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
}

const accepted: [string, () => Promise<UploadFile[]>][] = [
  ["pdf", async () => [await statementPdf("../../etc/passwd.pdf")]],
  ["photo", async () => [await photoWithGps()]],
  ["csv", async () => [feeExport()]],
  [
    "24mb",
    async () => [1, 2, 3].map((n) => feeExport(`location-${n}.csv`, 8 * 1024 * 1024 - 4096)),
  ],
];

test.describe("accepted statements", () => {
  for (const [label, files] of accepted) {
    test(`${label}: sent with JavaScript and without it, delivered once, each link downloads the stored bytes`, async ({
      page,
      browser,
    }) => {
      const upload = await files();
      const withScript = emailFor(`${label}-js`);
      const withoutScript = emailFor(`${label}-nojs`);
      await sendWithScript(page, withScript, upload);
      await sendWithoutScript(browser, withoutScript, upload);

      for (const email of [withScript, withoutScript]) {
        const { mail, lead } = await deliveredOnce(mailbox, webhook, email, 60_000);
        expect(lead.kind).toBe("statement");
        expect(mail.subject).toBe("New statement review request: Lake Country Bakery");
        expect(lead.fields.referredBy).toBe(referrer);
        expect(mail.text).toContain(`Referred by: ${referrer}`);
        const got = await downloads(email);
        expect(got).toHaveLength(upload.length);
        for (const [index, { file, response, body }] of got.entries()) {
          expect(response.status).toBe(200);
          expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
          expect(response.headers.get("cache-control")).toContain("no-store");
          expect(response.headers.get("content-security-policy")).toContain("sandbox");
          expect(sha256(body), file.name).toBe(file.sha256);
          expect(body.length).toBe(file.size);
          expect(mail.text).toContain(file.sha256);
          const original = upload[index]!;
          if (label === "photo") {
            // Re-encoded: same picture, none of the EXIF and GPS it was sent with.
            const metadata = await sharp(body).metadata();
            expect(metadata.exif).toBeUndefined();
            expect([metadata.width, metadata.height]).toEqual([900, 1200]);
          } else {
            expect(sha256(body)).toBe(sha256(original.buffer));
          }
        }
        if (label === "pdf") expect(got[0]!.file.name).toBe("passwd.pdf");
      }
    });
  }

  test("the calculator's 'Send it to us' link carries the figures, and they reach the team", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
    await page.clock.install({ time: Date.now() - 60_000 });
    await page.goto(`${site.url}/#savings-calculator`);
    const calculator = page.getByRole("form", { name: "Savings calculator" });
    await expect(calculator).toBeVisible({ timeout: 30_000 });
    await calculator.getByLabel("Monthly card sales").fill("42000");
    await expect(page).toHaveURL(/vol=42000/); // the calculator keeps its figures in the address
    const link = page.getByRole("link", { name: "Send it to us" });
    await link.hover();
    await expect(link).toHaveAttribute("href", /^\/statement-review\?.*vol=42000/);
    await link.click();
    await expect(page).toHaveURL(/\/statement-review\?.*vol=42000/);
    await expect(page.locator('input[name="submission_id"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    const form = page.getByRole("form", { name: "Statement review form" });
    await expect(form).toContainText("Monthly card sales: $42,000");
    const email = emailFor("calculator");
    await fillAnswers(page, email);
    await form.getByLabel("Choose files").setInputFiles([await statementPdf()]);
    await form.getByRole("button", { name: "Send my statement" }).click();
    await expect(page).toHaveURL(/\/statement-review\/sent$/, { timeout: 30_000 });
    sent.push(email);
    const { mail, lead } = await deliveredOnce(mailbox, webhook, email, 60_000);
    expect(mail.text).toContain("Monthly card sales: $42,000");
    expect(lead.fields.calculatorFigures).toContain("Monthly card sales: $42,000");
  });

  test("files dropped on the form are listed, and a slow send shows progress and can be cancelled", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
    await openForm(page, `${site.url}/statement-review`);
    const form = await fillAnswers(page, emailFor("cancelled"));
    // A drop, as a file manager makes it: a DataTransfer carrying a real file.
    const csv = feeExport("dropped.csv", 3 * 1024 * 1024);
    await form.getByText("or drop them here").evaluate((zone, content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], "dropped.csv", { type: "text/csv" }));
      zone.parentElement!.dispatchEvent(
        new DragEvent("drop", { dataTransfer: transfer, bubbles: true }),
      );
    }, csv.buffer.toString("latin1"));
    const list = form.getByRole("list", { name: "Files to send" });
    await expect(list).toContainText("dropped.csv");
    // A slow line (200 KB/s up), so the progress bar moves and Cancel has time to act.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 1_000_000,
      uploadThroughput: 200_000,
    });
    const blobsBefore = blobs();
    await form.getByRole("button", { name: "Send my statement" }).click();
    const bar = list.getByRole("progressbar", { name: "Sending dropped.csv" });
    await expect
      .poll(async () => Number(await bar.getAttribute("value")), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByRole("alert")).toContainText("Sending cancelled: nothing was sent");
    await expect(list).toContainText("dropped.csv"); // still there, to send again
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(temps, { timeout: 10_000 }).toBe(0);
    expect(blobs()).toBe(blobsBefore);
  });

  test("every statement was delivered once on each channel", () => {
    reportFigures(site, mailbox, webhook, sent);
  });
});

/** An upload as the form's script sends it, answered in JSON. */
async function post(
  files: UploadFile[],
  address = nextAddress(),
  fields: Record<string, string> = {},
) {
  const answers = {
    name: "Dana Kowalski",
    email: emailFor("refused"),
    businessName: "Lake Country Bakery",
    ...fields,
  };
  const response = await uploadStatement(site.url, answers, files, address);
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as {
      errors?: Record<string, string>;
      files?: { message: string; name: string }[];
      message?: string;
    } | null,
  };
}

/**
 * Sends a body's head and holds the rest back; resolves with the status line the server answers
 * while the rest is still unsent, proving it answered before reading the whole body.
 */
function answerBeforeTheRest(headers: Record<string, string>, head: Buffer, rest: Buffer) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(ports.ownSite(5), "127.0.0.1");
    const lines = Object.entries({
      ...headers,
      "Content-Length": String(head.length + rest.length),
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.on("data", (chunk) => {
      resolve(chunk.toString("latin1").split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.on("error", reject);
    socket.write(`POST /statement-review/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}\r\n`);
    socket.write(head);
    setTimeout(
      () => reject(new Error("no answer while the rest of the body was held back")),
      20_000,
    );
  });
}

function multipartBody(boundary: string, fields: Record<string, string>, file: UploadFile) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="statements"; filename="${file.name}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
    ),
    file.buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

test.describe("refused uploads: each says why, and nothing is stored or sent", () => {
  let before: { blobs: number; mails: number; hooks: number };
  test.beforeAll(() => {
    before = { blobs: blobs(), mails: mailbox.messages.length, hooks: webhook.deliveries.length };
  });

  test("a program renamed .pdf, a PDF with JavaScript in a compressed object stream, a password-protected PDF, an empty file and a crafted name", async () => {
    const cases: [UploadFile, number, RegExp][] = [
      [programNamedPdf(), 415, /program, not a statement/],
      [await pdfWithJavaScript(), 422, /JavaScript/],
      [await encryptedPdf(), 422, /password-protected/],
      [{ name: "blank.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) }, 422, /empty/],
      [
        {
          name: "../../etc/passwd.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("root:x:0:0:root:/root:/bin/bash\n"),
        },
        422,
        /does not look like a CSV export/,
      ],
    ];
    for (const [file, status, message] of cases) {
      const { status: got, body } = await post([file]);
      expect(got, file.name).toBe(status);
      expect(body?.files?.[0]?.message, file.name).toMatch(message);
      expect(body?.files?.[0]?.name).not.toContain("/");
    }
  });

  test("four files, and a file over 10 MB answered before the rest of it is read", async () => {
    const four = await post([1, 2, 3, 4].map((n) => feeExport(`p${n}.csv`, 2000)));
    expect(four.status).toBe(413);
    expect(four.body?.errors?.statements).toMatch(/up to 3 files/);

    const boundary = "----statement-e2e";
    const big = feeExport("big.csv", 10.5 * 1024 * 1024);
    const body = multipartBody(
      boundary,
      { name: "Dana Kowalski", email: emailFor("big"), businessName: "Bakery" },
      big,
    );
    const held = 200 * 1024;
    const status = await answerBeforeTheRest(
      {
        Accept: "application/json",
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "X-Forwarded-For": nextAddress(),
      },
      body.subarray(0, body.length - held),
      body.subarray(body.length - held),
    );
    expect(status).toBe("HTTP/1.1 413 Payload Too Large");
  });

  test("a visitor from a restricted location gets 451 before any of the body is read", async () => {
    const boundary = "----statement-e2e";
    const body = multipartBody(boundary, { name: "Dana" }, feeExport("a.csv", 100_000));
    const status = await answerBeforeTheRest(
      {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "X-Forwarded-For": "81.2.69.142",
      },
      Buffer.alloc(0),
      body,
    );
    expect(status).toBe("HTTP/1.1 451 Unavailable For Legal Reasons");
  });

  test("the page shows the refusal beside the file, keeps the answers, and stores nothing", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
    await openForm(page, `${site.url}/statement-review`);
    const form = await fillAnswers(page, emailFor("refused-page"));
    await form.getByLabel("Choose files").setInputFiles([await encryptedPdf(), feeExport()]);
    await form.getByRole("button", { name: "Send my statement" }).click();
    const list = form.getByRole("list", { name: "Files to send" });
    await expect(list.getByText(/password-protected/)).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(
      emailFor("refused-page"),
    );
    await expect(form.getByRole("alert")).toContainText(/One file could not be accepted/);
  });

  test.afterAll(async () => {
    // Wait out a delivery poll: nothing may arrive for any refused upload.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(blobs()).toBe(before.blobs);
    expect(temps()).toBe(0);
    expect(mailbox.messages.length).toBe(before.mails);
    expect(webhook.deliveries.length).toBe(before.hooks);
  });
});

test.describe("links and retention", () => {
  test("a changed link is refused (403) and an expired one says so (410)", async () => {
    const { file } = (await downloads(emailFor("csv-js")))[0]!;
    const link = new URL(file.url);
    const changed = `${site.url}${link.pathname}${link.search.replace(/s=./, "s=A")}`;
    const refused = await fetch(changed);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This download link no longer works");
    const posted = await fetch(changed, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain("This download link no longer works");

    const fileId = link.searchParams.get("f")!;
    const linkKey = derivedKey(Buffer.from(key, "hex"), "download-links");
    const eightDaysAgo = Date.now() - 8 * 86_400_000;
    const old = new URL(signDownloadLink("http://x", fileId, linkKey, eightDaysAgo).url);
    const expired = await fetch(`${site.url}${old.pathname}${old.search}`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get("cache-control")).toContain("no-store");
    expect(await expired.text()).toContain("This download link no longer works");
    const expiredPost = await fetch(`${site.url}${old.pathname}${old.search}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(expiredPost.status).toBe(410);
  });

  test("npm run statements:link gives a working link to a kept file, and data:retention's dry run asks the running server", async () => {
    const email = emailFor("csv-nojs");
    const [hook] = hooksFor(webhook, email);
    const { id, files } = (hook!.json as { lead: { id: number; files: { sha256: string }[] } })
      .lead;
    const env = { ...process.env, DATA_DIR: site.dataDir, STATEMENTS_KEY: key, SITE_URL: site.url };
    // Run asynchronously: a synchronous run stalls this process's event loop for seconds, so the
    // fetch below took a pooled connection the server had closed meanwhile ("other side closed").
    const { stdout: linked } = await runScript(
      process.execPath,
      ["scripts/statements-link.mjs", String(id)],
      {
        env,
        encoding: "utf8",
      },
    );
    const url = /(http\S+\/statement-review\/download\?\S+)/.exec(linked)?.[1];
    expect(url, linked).toBeDefined();
    const { response } = await fetchStatement(site.url, url!);
    expect(response.status).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(files[0]!.sha256);

    const inFiveWeeks = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    const blobsBefore = blobs();
    const { stdout: dry } = await runScript(
      process.execPath,
      ["scripts/data-retention.mjs", "--dry-run", "--as-of", inFiveWeeks],
      { env, encoding: "utf8" },
    );
    expect(dry).toContain("by the running server");
    const due = Number(/statementFiles\s+(\d+)/.exec(dry)?.[1]);
    expect(due).toBeGreaterThanOrEqual(sent.length);
    expect(blobs()).toBe(blobsBefore);
  });

  test("the retention run deletes files past 30 days; their links answer 410 and the lead keeps name, size and hash", async () => {
    const email = emailFor("csv-js");
    const { file } = (await downloads(email))[0]!;
    const blobsBefore = blobs();
    await site.kill("SIGTERM");
    // The server is stopped, so the test may open its database: move this lead's files back 31 days.
    const db = await PGlite.create(path.join(site.dataDir, "pglite"));
    await db.query(
      `update public.lead_files set created_at = now() - interval '31 days'
        where lead_id = (select id from public.leads where email = $1)`,
      [email],
    );
    await db.close();
    await site.restart();
    await expect
      .poll(
        () =>
          site
            .events()
            .some((event) => event.event === "data_retention" && Number(event.statementFiles) >= 1),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(blobs()).toBe(blobsBefore - 1);
    const link = new URL(file.url);
    expect((await fetch(`${site.url}${link.pathname}${link.search}`)).status).toBe(410);
    const posted = await fetch(`${site.url}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(posted.status).toBe(410);

    await site.kill("SIGTERM");
    const check = await PGlite.create(path.join(site.dataDir, "pglite"));
    const { rows } = await check.query<{
      display_name: string;
      size_bytes: number;
      sha256: string;
      storage_key: string | null;
    }>(
      "select display_name, size_bytes, sha256, storage_key from public.lead_files where id = $1",
      [link.searchParams.get("f")],
    );
    await check.close();
    expect(rows).toEqual([
      { display_name: file.name, size_bytes: file.size, sha256: file.sha256, storage_key: null },
    ]);
    await site.restart();
  });

  test("SIGKILL in the middle of an upload leaves no file behind and no lead without its file", async () => {
    const email = emailFor("killed");
    const boundary = "----statement-e2e";
    const body = multipartBody(
      boundary,
      { name: "Dana Kowalski", email, businessName: "Bakery" },
      feeExport("half.csv", 4 * 1024 * 1024),
    );
    const blobsBefore = blobs();
    const socket = connect(ports.ownSite(5), "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      `POST /statement-review/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nX-Forwarded-For: ${nextAddress()}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length / 2));
    await expect.poll(temps, { timeout: 20_000 }).toBe(1); // the half file is being written
    await site.kill("SIGKILL");
    socket.destroy();
    expect(temps()).toBe(1);
    await site.restart();
    await expect.poll(temps, { timeout: 30_000 }).toBe(0); // swept at start
    expect(blobs()).toBe(blobsBefore);
    await site.kill("SIGTERM");
    const db = await PGlite.create(path.join(site.dataDir, "pglite"));
    const { rows } = await db.query("select id from public.leads where email = $1", [email]);
    const orphans = await db.query(
      "select l.id from public.leads l where l.kind = 'statement' and not exists (select 1 from public.lead_files f where f.lead_id = l.id)",
    );
    await db.close();
    expect(rows).toEqual([]);
    expect(orphans.rows).toEqual([]);
    await site.restart();
  });
});
