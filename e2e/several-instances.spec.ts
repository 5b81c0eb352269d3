import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { deliveryEnv, hooksFor, mailsFor, webhookSecret } from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver, until } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { contactFormFields, postContactLead } from "./support/server-process.mjs";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { startSupabaseStandIn, type SupabaseStandIn } from "./support/supabase-stand-in.cjs";

// Two instances of the site in Supabase mode on one real PostgreSQL (through the PostgREST
// stand-in), each with its own delivery worker sharing the outbox: every lead posted to either
// must reach the team once per channel, never twice and never not at all.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const run = randomBytes(4).toString("hex");
const perInstance = 20;
let supabase: SupabaseStandIn;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let sites: SiteProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  [supabase, mailbox, webhook] = await Promise.all([
    startSupabaseStandIn(),
    startMailbox(),
    startWebhookReceiver({ secret: webhookSecret }),
  ]);
  // 40 leads in a few seconds: above the global cap of 30 a minute, which is not under test here.
  await supabase.db.query("update public.lead_settings set global_limit = 1000");
  const env = {
    ...deliveryEnv(mailbox, webhook),
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.keys.anon,
    SUPABASE_SERVICE_ROLE_KEY: supabase.keys.service,
    GEO_GATE: "off", // the stand-in here has no location function
  };
  sites = await Promise.all([3, 4].map((n) => startSite(ports.ownSite(n), env, ["/contact"])));
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await Promise.all([mailbox?.close(), webhook?.close(), supabase?.close()]);
});

test("leads posted to two instances are each delivered exactly once per channel", async () => {
  const posts = await Promise.all(
    sites.flatMap((site, instance) => {
      return Array.from({ length: perInstance }, async (_, n) => {
        const email = `e2e-${run}-${instance}-${n}@example.com`;
        const fields = await contactFormFields(site.url);
        const address = `fd00:e2e:7:${instance}::${n + 1}`;
        const posted = await postContactLead(site.url, {
          fields,
          email,
          key: randomUUID(),
          address,
        });
        return { email, confirmed: posted.confirmed };
      });
    }),
  );
  expect(posts.filter((post) => !post.confirmed)).toEqual([]);
  const emails = posts.map((post) => post.email);

  const arrived = () =>
    emails.every((email) => mailsFor(mailbox, email).length && hooksFor(webhook, email).length);
  await until(arrived, { timeoutMs: 60_000, what: "every lead on both channels" });
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // a late duplicate would land now

  const copies = (email: string) => [
    mailsFor(mailbox, email).length,
    hooksFor(webhook, email).length,
  ];
  expect(emails.filter((email) => copies(email).join() !== "1,1")).toEqual([]);
  const { rows } = await supabase.db.query<{ status: string; attempts: number; n: number }>(
    `select d.status, d.attempts, count(*)::int as n
       from public.lead_deliveries d join public.leads l on l.id = d.lead_id
      where l.email like $1 group by 1, 2`,
    [`e2e-${run}-%`],
  );
  // Claimed once each: no row was taken by both workers, none needed a second attempt.
  expect(rows).toEqual([{ status: "sent", attempts: 1, n: 2 * emails.length }]);

  const delivered = sites.map(
    (site) => site.events().filter((event) => event.event === "lead_delivered").length,
  );
  const figures = {
    leads: emails.length,
    emails: new Set(emails.flatMap((email) => mailsFor(mailbox, email).map((m) => m.leadId))).size,
    webhooks: new Set(emails.flatMap((email) => hooksFor(webhook, email).map((h) => h.leadId)))
      .size,
    deliveredByInstance: delivered,
  };
  console.log(`[several instances] ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: "deliveries", description: JSON.stringify(figures) });
  expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(2 * emails.length);
  expect(delivered.every((n) => n > 0)).toBe(true); // both workers took part
});
