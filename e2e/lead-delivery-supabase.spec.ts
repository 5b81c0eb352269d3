import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  deliveredOnce,
  deliveryEnv,
  reportFigures,
  webhookSecret,
} from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import { sendContact, thanks } from "./support/lead-forms";
import { ports, standInUrl, supabaseSiteUrl } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import { startSupabaseStandIn, type SupabaseStandIn } from "./support/supabase-stand-in.cjs";

// Supabase mode: the lead goes in through submit_lead as anon, and the worker delivers it through
// the outbox functions that only service_role may run, against a PostgREST stand-in over the
// project's own migrations.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ javaScriptEnabled: false });

const run = randomBytes(4).toString("hex");
let supabase: SupabaseStandIn;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  [supabase, mailbox, webhook] = await Promise.all([
    startSupabaseStandIn(),
    startMailbox(),
    startWebhookReceiver({ secret: webhookSecret }),
  ]);
  site = await startSite(
    ports.ownSite(2),
    {
      ...deliveryEnv(mailbox, webhook),
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: supabase.keys.anon,
      SUPABASE_SERVICE_ROLE_KEY: supabase.keys.service,
    },
    ["/contact"],
  );
});

test.afterAll(async () => {
  await site?.close();
  await Promise.all([mailbox?.close(), webhook?.close(), supabase?.close()]);
});

test("a lead stored on Supabase arrives once by email and once by webhook", async ({ page }) => {
  const email = `e2e-${run}-supabase@example.com`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `fd00:e2e:5::${run.slice(0, 4)}` });
  await page.goto(`${site.url}/contact`);
  await sendContact(page, email);
  await expect(page.getByRole("heading", thanks.contact)).toBeVisible({ timeout: 20_000 });
  const { lead } = await deliveredOnce(mailbox, webhook, email);

  await expect
    .poll(async () => {
      const { rows } = await supabase.db.query<{ channel: string; status: string }>(
        "select channel, status from public.lead_deliveries where lead_id = $1 order by channel",
        [lead.id],
      );
      return rows.map((row) => `${row.channel}:${row.status}`);
    })
    .toEqual(["email:sent", "webhook:sent"]);
  const roles = new Set(supabase.calls.map((call) => `${call.fn}:${call.role}`));
  expect(roles).toContain("submit_lead:anon");
  expect(roles).toContain("lead_outbox_claim:service_role");
  expect(roles).toContain("lead_outbox_complete:service_role");
  reportFigures(site, mailbox, webhook, [email]);
});

test("the anon key can store a lead but cannot run the outbox functions", async () => {
  const call = (fn: string, body: object) =>
    fetch(`${supabase.url}/rest/v1/rpc/${fn}`, {
      method: "POST",
      headers: { apikey: supabase.keys.anon, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const claim = await call("lead_outbox_claim", { p_limit: 10, p_lease_ms: 1000 });
  expect(claim.status).toBe(401);
  expect(await claim.json()).toMatchObject({ code: "42501" });
  const requeue = await call("lead_outbox_requeue", {});
  expect(requeue.status).toBe(401);
});

test("the shared Supabase-mode site stores its leads in the stand-in's database", async ({
  page,
}) => {
  const email = `e2e-${run}-shared-supabase@example.com`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `fd00:e2e:6::${run.slice(0, 4)}` });
  await page.goto(`${supabaseSiteUrl()}/contact`);
  await sendContact(page, email);
  await expect(page.getByRole("heading", thanks.contact)).toBeVisible({ timeout: 20_000 });
  const leads = (await (await fetch(`${standInUrl()}/__table/leads`)).json()) as {
    email: string;
    kind: string;
  }[];
  expect(leads.filter((lead) => lead.email === email).map((lead) => lead.kind)).toEqual([
    "contact",
  ]);
});
