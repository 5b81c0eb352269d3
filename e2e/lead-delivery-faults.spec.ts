import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  deliveredOnce,
  deliveryEnv,
  outboxRows,
  reportFigures,
  webhookSecret,
} from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver, until } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { sendContact, thanks } from "./support/lead-forms";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";

// The receivers fail in every way the issue names; the visitor never notices, the lead is kept,
// and once the receiver recovers each delivery arrives exactly once. Retries are fast here
// (LEADS_RETRY_BASE_MS=200), and the faults last only a few attempts, so backoff stays short.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ javaScriptEnabled: false }); // the quickest real post; the JS path is in lead-delivery

const run = randomBytes(4).toString("hex");
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mailbox = await startMailbox();
  webhook = await startWebhookReceiver({ secret: webhookSecret });
  site = await startSite(ports.ownSite(1), deliveryEnv(mailbox, webhook), ["/contact"]);
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

const mailsFor = (email: string) => mailbox.messages.filter((mail) => mail.replyTo === email);
let visitors = 0;

/** Sends a contact lead as a visitor of its own address; the page must confirm as usual. */
async function submit(page: Page, label: string) {
  const email = `e2e-${run}-${label}@example.com`;
  const address = `fd00:e2e:f::${++visitors}:${run.slice(0, 4)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto(`${site.url}/contact`);
  await sendContact(page, email);
  await expect(page.getByRole("heading", thanks.contact)).toBeVisible({ timeout: 20_000 });
  return email;
}

const retriesSince = (from: number, channel: string) =>
  site
    .events()
    .slice(from)
    .filter((e) => e.event === "lead_delivery_retry" && e.channel === channel).length;

const faults = [
  { smtp: "refuse", hook: "fail", title: "SMTP refuses with 550 and the webhook answers 500" },
  {
    smtp: "defer",
    hook: "drop",
    title: "SMTP defers with 451 and the webhook drops the connection",
  },
  { smtp: "drop", hook: "hang", title: "SMTP drops the connection and the webhook hangs" },
  { smtp: "down", hook: "down", title: "SMTP and the webhook are down" },
] as const;

for (const fault of faults) {
  test(`${fault.title}: the lead waits and arrives once after recovery`, async ({ page }) => {
    test.setTimeout(90_000);
    const from = site.events().length;
    if (fault.smtp === "down") await mailbox.down();
    else mailbox.mode = fault.smtp;
    if (fault.hook === "down") await webhook.down();
    else webhook.mode = fault.hook;

    const email = await submit(page, fault.smtp);
    // Each channel fails at least once (a hung webhook only after the worker's 10 s timeout).
    await until(() => retriesSince(from, "email") >= 2 && retriesSince(from, "webhook") >= 1, {
      timeoutMs: 30_000,
      what: "a failed attempt on each channel",
    });
    expect(mailsFor(email)).toEqual([]);

    await mailbox.up();
    mailbox.mode = "accept";
    await webhook.up();
    webhook.mode = "accept";
    await deliveredOnce(mailbox, webhook, email, 30_000);
    const figures = reportFigures(site, mailbox, webhook, [email]);
    expect(figures.retried.email).toBeGreaterThan(0);
    expect(figures.retried.webhook).toBeGreaterThan(0);
  });
}

test("a server killed with deliveries pending sends each of them once after it starts again", async ({
  page,
}) => {
  test.setTimeout(240_000); // two server starts and a lease of 15 s
  const before = { mail: mailbox.messages.length, hooks: webhook.deliveries.length };
  await mailbox.down();
  webhook.mode = "fail";
  const from = site.events().length;
  const emails: string[] = [];
  for (const label of ["kill-a", "kill-b", "kill-c"]) emails.push(await submit(page, label));
  await until(() => retriesSince(from, "email") >= 3 && retriesSince(from, "webhook") >= 3, {
    what: "every delivery to have failed once",
  });

  await site.kill("SIGKILL");
  const stored = (await outboxRows(site)).filter((row) => emails.includes(row.email));
  expect(stored.map((row) => `${row.channel}:${row.status}`).sort()).toEqual(
    [...Array(3).fill("email:pending"), ...Array(3).fill("webhook:pending")].sort(),
  );

  await mailbox.up();
  webhook.mode = "accept";
  await site.restart();
  // Rows the killed worker had claimed wait for their lease (send timeout + 5 s) to run out.
  for (const email of emails) await deliveredOnce(mailbox, webhook, email, 40_000);
  expect(mailbox.messages.length - before.mail).toBe(3);
  expect(webhook.deliveries.length - before.hooks).toBe(3);
  reportFigures(site, mailbox, webhook, emails);
});

test("afterwards the outbox holds nothing pending or failed", async () => {
  test.setTimeout(60_000);
  await site.kill("SIGTERM");
  const rows = await outboxRows(site);
  expect(rows.length).toBe(2 * (faults.length + 3));
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
});
