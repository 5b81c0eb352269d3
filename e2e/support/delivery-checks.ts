import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import type {
  Mailbox,
  ReceivedMail,
  ReceivedWebhook,
  WebhookReceiver,
} from "./delivery-stand-in.cjs";
import type { SiteProcess } from "./site-process";

// What the delivery specs check about what arrived, and the figures they print per test.

export const notifyTo = "sales@lakecountry.test";
export const webhookSecret = "e2e-webhook-secret-0123456789abcdef-0123";

/** The server environment that points both channels at the test's receivers, retrying fast. */
export function deliveryEnv(mailbox: Mailbox, webhook: WebhookReceiver): Record<string, string> {
  return {
    SMTP_URL: mailbox.url,
    LEADS_NOTIFY_TO: notifyTo,
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: webhook.secret,
    LEADS_RETRY_BASE_MS: "200",
    LEADS_OUTBOX_POLL_MS: "200",
  };
}

type HookLead = {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  page: string | null;
  utm: Record<string, string>;
  fields: Record<string, unknown>;
};

export const hookLead = (hook: ReceivedWebhook) => (hook.json as { lead: HookLead }).lead;
export const mailsFor = (mailbox: Mailbox, email: string) =>
  mailbox.messages.filter((mail) => mail.replyTo === email);
export const hooksFor = (webhook: WebhookReceiver, email: string) =>
  webhook.deliveries.filter((hook) => hookLead(hook)?.email === email);

/** Waits for the visitor's email and webhook, then holds that each arrived once, for one lead id. */
export async function deliveredOnce(
  mailbox: Mailbox,
  webhook: WebhookReceiver,
  email: string,
  timeout = 20_000,
): Promise<{ mail: ReceivedMail; hook: ReceivedWebhook; lead: HookLead }> {
  await expect
    .poll(() => [mailsFor(mailbox, email).length > 0, hooksFor(webhook, email).length > 0], {
      timeout,
      message: `email and webhook for ${email}`,
    })
    .toEqual([true, true]);
  const [mail, ...moreMail] = mailsFor(mailbox, email);
  const [hook, ...moreHooks] = hooksFor(webhook, email);
  expect(moreMail, `one email for ${email}`).toEqual([]);
  expect(moreHooks, `one webhook for ${email}`).toEqual([]);
  const lead = hookLead(hook!);
  expect(hook!.signatureValid, "the webhook signature verifies").toBe(true);
  expect(hook!.leadId).toBe(String(lead.id));
  expect(mail!.leadId).toBe(String(lead.id));
  return { mail: mail!, hook: hook!, lead };
}

/**
 * Counts, for the visitors' emails: leads delivered per channel (distinct lead ids), retries the
 * worker logged, deliveries lost (a lead with no message on a channel) and duplicates, prints
 * them and attaches them to the test. `lost` and `duplicates` must be 0.
 */
export function reportFigures(
  site: SiteProcess,
  mailbox: Mailbox,
  webhook: WebhookReceiver,
  emails: string[],
) {
  const ids = (list: { leadId: string | null }[]) => list.map((item) => item.leadId);
  const mailIds = emails.flatMap((email) => ids(mailsFor(mailbox, email)));
  const hookIds = emails.flatMap((email) => ids(hooksFor(webhook, email)));
  const ours = new Set([...mailIds, ...hookIds].map(String));
  const retries = (channel: string) =>
    site
      .events()
      .filter(
        (e) =>
          e.event === "lead_delivery_retry" && e.channel === channel && ours.has(String(e.leadId)),
      ).length;
  const figures = {
    leads: emails.length,
    sent: { email: new Set(mailIds).size, webhook: new Set(hookIds).size },
    retried: { email: retries("email"), webhook: retries("webhook") },
    lost: 2 * emails.length - new Set(mailIds).size - new Set(hookIds).size,
    duplicates: mailIds.length - new Set(mailIds).size + hookIds.length - new Set(hookIds).size,
    failed: site.events().filter((e) => e.event === "lead_delivery_failed").length,
  };
  console.log(`[deliveries] ${test.info().title}: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: "deliveries", description: JSON.stringify(figures) });
  expect(figures.lost).toBe(0);
  expect(figures.duplicates).toBe(0);
  return figures;
}

/**
 * The outbox as the server left it, read from a copy of its DATA_DIR (PGlite is single-process,
 * and opening the original would do the crash recovery the next server start should do itself).
 */
export async function outboxRows(site: SiteProcess) {
  const copy = mkdtempSync(path.join(tmpdir(), "lcms-e2e-outbox-"));
  cpSync(path.join(site.dataDir, "pglite"), copy, { recursive: true });
  const db = await PGlite.create(copy);
  try {
    const { rows } = await db.query<{ email: string; channel: string; status: string }>(
      `select l.email, d.channel, d.status
         from public.leads l left join public.lead_deliveries d on d.lead_id = l.id
        order by l.id, d.channel`,
    );
    return rows;
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
