import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { xlsxOf } from "@/lib/statements/testing/zip-files";
import { seriousViolations } from "./support/axe";
import { deliveredOnce, deliveryEnv, hookLead, hooksFor } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { ports } from "./support/servers";
import { startProcess } from "./support/server-process.mjs";
import { startSite, type SiteProcess } from "./support/site-process";
import { feeExport, sha256, uploadStatement, type UploadFile } from "./support/statement-files";
import { fetchStatement } from "./support/statement-links";

// The attacks of issue 35 on spreadsheets, downloads and keys, each against a real server
// process of this spec's own: files made here, a real SMTP server and webhook receiver for the
// links, and the server's own JSON log lines for what it counted as a download.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const runScript = promisify(execFile);
const key = "7e".repeat(32);
const run = Date.now().toString(36);
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;
let visitor = 0;
const nextAddress = () => `10.78.0.${(visitor += 1)}`;
const answers = (label: string) => ({
  name: "Dana Kowalski",
  email: `sheets-${run}-${label}@example.com`,
  businessName: "Lake Country Bakery",
});
const downloadsLogged = () =>
  site.events().filter((event) => event.event === "statement_downloaded");

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: "sheets-webhook-secret-0123456789abcdef" });
  site = await startSite(ports.ownSite(8), {
    ...deliveryEnv(mailbox, webhook),
    STATEMENTS_KEY: key,
  });
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

/** Posts one file as the form's script does; the status, the file's message and the time taken. */
async function send(file: UploadFile) {
  const started = performance.now();
  const response = await uploadStatement(site.url, answers(file.name), [file], nextAddress());
  const body = (await response.json()) as { files?: { message: string }[] };
  const ms = Math.round(performance.now() - started);
  console.log(`${file.name}: ${response.status} in ${ms} ms`);
  return { status: response.status, message: body.files?.[0]?.message ?? "", ms };
}

const csv = (name: string, text: string): UploadFile => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(text),
});

test.describe("spreadsheets Excel would run are refused", () => {
  test("a pipe-delimited CSV whose last line is a comma-delimited DDE formula", async () => {
    const file = csv(
      "fees-pipe.csv",
      "date|card|fees\n2026-10-01|Visa|12.40\n2026-10-02|Mastercard|-3.10\nx,=cmd|' /C calc'!A0\n",
    );
    const { status, message } = await send(file);
    expect(status).toBe(422);
    expect(message).toMatch(/could start a program when it is opened in Excel/);
  });

  test("a SYLK file named .csv", async () => {
    const file = csv("fees.csv", "ID;PWXL;N;E\nC;Y1;X1;K0;ECMD|' /C calc'!A0\nE\n");
    const { status, message } = await send(file);
    // Refused from its first bytes (415), as other files that are not what they claim are.
    expect(status).toBe(415);
    expect(message).toMatch(/open it as a SYLK file/);
  });

  test("an XLSX whose external link in xl/links/l1.xml has its content type written e&#120;ternalLink", async () => {
    const type =
      "application/vnd.openxmlformats-officedocument.spreadsheetml.e&#120;ternalLink+xml";
    const book = xlsxOf([{ name: "xl/links/l1.xml", data: "<externalLink/>" }], {
      types: `<Override PartName="/xl/links/l1.xml" ContentType="${type}"/>`,
    });
    const file = {
      name: "fees.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: book,
    };
    const { status, message } = await send(file);
    expect(status).toBe(422);
    expect(message).toMatch(/links to other files/);
  });

  test("while a fee export with negative amounts is accepted", async () => {
    const { status } = await send(feeExport("fees-october.csv", 4000));
    expect(status).toBe(200);
    await deliveredOnce(mailbox, webhook, answers("fees-october.csv").email, 60_000);
  });
});

test.describe("downloads", () => {
  let link: string;
  let sent: UploadFile;
  let fileId: string;

  test.beforeAll(async () => {
    sent = csv("october.csv", "date,card,fees\n2026-10-01,Visa,-12.40\n2026-10-02,MC,3.10\n");
    const label = "download";
    const response = await uploadStatement(site.url, answers(label), [sent], nextAddress());
    expect(response.status).toBe(200);
    await deliveredOnce(mailbox, webhook, answers(label).email, 60_000);
    const [hook] = hooksFor(webhook, answers(label).email);
    link = (hook!.json as { lead: { files: { url: string }[] } }).lead.files[0]!.url;
    fileId = new URL(link).searchParams.get("f")!;
  });

  test("a mail scanner's GET of the link gets a page with one button, never the file, and logs no download", async () => {
    const url = new URL(link);
    const started = performance.now();
    const scan = await fetch(`${site.url}${url.pathname}${url.search}`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; SafeLinks scanner)" },
    });
    const html = await scan.text();
    console.log(`scanner GET: ${scan.status} in ${Math.round(performance.now() - started)} ms`);
    expect(scan.status).toBe(200);
    expect(scan.headers.get("content-type")).toContain("text/html");
    expect(scan.headers.get("cache-control")).toContain("no-store");
    expect(scan.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // next.config.ts's site-wide Referrer-Policy header wins over the route's; the page's own meta
    // element is the policy browsers apply to it.
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(scan.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(html).not.toContain("2026-10-01,Visa");
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain("Download october.csv");
    expect(downloadsLogged()).toEqual([]);
  });

  test("the page passes axe, and a browser without JavaScript presses its button: the file, byte for byte, logged with a hashed address and the browser's family", async ({
    page,
    browser,
  }) => {
    const url = new URL(link);
    await page.goto(`${site.url}${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download a statement");
    expect(await seriousViolations(page)).toEqual([]);
    expect(downloadsLogged()).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${site.url}${url.pathname}${url.search}`);
      const button = noScript.getByRole("button", { name: "Download october.csv" });
      const [download] = await Promise.all([noScript.waitForEvent("download"), button.click()]);
      expect(sha256(readFileSync(await download.path()))).toBe(sha256(sent.buffer));
      expect(download.suggestedFilename()).toBe("october.csv");
    } finally {
      await context.close();
    }
    await expect.poll(() => downloadsLogged().length).toBe(1);
    const [entry] = downloadsLogged();
    expect(entry).toMatchObject({ fileId, agent: "Chrome" });
    expect(entry!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entry)).not.toContain("october");
  });

  test("a cross-site POST of the link is refused with 403 and sends nothing", async () => {
    const url = new URL(link);
    const started = performance.now();
    const response = await fetch(`${site.url}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    const body = await response.text();
    console.log(
      `cross-site POST: ${response.status} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(response.status).toBe(403);
    expect(body).not.toContain("2026-10-01,Visa");
    expect(downloadsLogged()).toHaveLength(1);
  });

  test("a row marked deleted answers 410 on GET and POST, though its blob and key linger", async () => {
    // A retention run marks rows deleted before it removes their blobs; if the removal fails
    // (a bucket outage), the row keeps its key and the blob stays. A trigger holds the row so.
    await site.kill("SIGTERM");
    const db = await PGlite.create(path.join(site.dataDir, "pglite"));
    // As the retention job marks it: the file's figures go in the same update (issue 45).
    await db.query(
      "update public.lead_files set deleted_at = now(), figures = null where id = $1",
      [fileId],
    );
    await db.exec(`
      create function public.e2e_hold_file() returns trigger language plpgsql as $$
        begin if old.id = '${fileId}' then return null; end if; return new; end $$;
      create trigger e2e_hold_file before update on public.lead_files
        for each row execute function public.e2e_hold_file();`);
    await db.close();
    const blobs = readdirSync(path.join(site.dataDir, "statements", "blobs")).length;
    await site.restart();
    const url = new URL(link);
    const started = performance.now();
    const { page, response } = await fetchStatement(site.url, link);
    console.log(`deleted row GET: ${page.status} in ${Math.round(performance.now() - started)} ms`);
    expect(page.status).toBe(410);
    const posted = await fetch(`${site.url}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(posted.status).toBe(410);
    expect(response.status).toBe(410);
    expect(readdirSync(path.join(site.dataDir, "statements", "blobs")).length).toBe(blobs);
  });
});

test.describe("keys", () => {
  test("with statement files stored and no key, the server, statements:link and data:retention refuse, naming STATEMENTS_KEY", async () => {
    await site.kill("SIGTERM");
    expect(readdirSync(path.join(site.dataDir, "statements", "blobs")).length).toBeGreaterThan(0);
    const server = startProcess({
      args: ["server.mjs"],
      env: { DATA_DIR: site.dataDir, NODE_ENV: "production" },
      port: ports.ownSite(9),
    });
    const timer = setTimeout(() => server.child.kill("SIGKILL"), 90_000);
    const { code } = await server.exited;
    clearTimeout(timer);
    const output = server.output();
    expect(code, output).toBe(1);
    expect(output).toContain("Not starting: ");
    expect(output).toMatch(/Statement files are stored, but STATEMENTS_KEY is not set/);
    expect(output).not.toContain("Lake Country Merchant Services: http");

    const leadId = String(hookLead(hooksFor(webhook, answers("fees-october.csv").email)[0]!).id);
    const inherited = { ...process.env };
    delete inherited.STATEMENTS_KEY;
    const linked = await runScript(process.execPath, ["scripts/statements-link.mjs", leadId], {
      env: { ...inherited, DATA_DIR: site.dataDir, SITE_URL: site.url },
      encoding: "utf8",
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in linked && linked.code).toBe(1);
    expect("stderr" in linked && linked.stderr).toMatch(/STATEMENTS_KEY is not set/);

    // No server answers on DATA_DIR/control.sock, so data:retention opens the stores itself.
    const retention = await runScript(process.execPath, ["scripts/data-retention.mjs"], {
      env: { ...inherited, DATA_DIR: site.dataDir, SITE_URL: site.url },
      encoding: "utf8",
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in retention && retention.code, JSON.stringify(retention)).toBe(1);
    expect("stderr" in retention && retention.stderr).toMatch(/STATEMENTS_KEY is not set/);
    expect(readdirSync(site.dataDir)).not.toContain("statements-key");
  });
});
