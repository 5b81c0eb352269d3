import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  deliveredOnce,
  deliveryEnv,
  notifyTo,
  outboxRows,
  reportFigures,
  webhookSecret,
} from "./support/delivery-checks";
import { startMailbox, startWebhookReceiver } from "./support/delivery-stand-in.cjs";
import type { Mailbox, WebhookReceiver } from "./support/delivery-stand-in.cjs";
import {
  ebook,
  fillEbookGate,
  openForm,
  sendApplication,
  sendContact,
  sendReferral,
  thanks,
} from "./support/lead-forms";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";

// Every lead kind, with and without JavaScript, reaches a real SMTP server and a real webhook
// receiver exactly once, with every answer, from a site server of this spec's own.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const run = randomBytes(4).toString("hex");
const emailFor = (label: string) => `e2e-${run}-${label}@example.com`;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let site: SiteProcess;
const sent: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mailbox = await startMailbox({ user: "e2e", pass: "smtp pass" });
  webhook = await startWebhookReceiver({ secret: webhookSecret });
  site = await startSite(ports.ownSite(0), deliveryEnv(mailbox, webhook), Object.values(routes));
});

test.afterAll(async () => {
  await site?.close();
  await mailbox?.close();
  await webhook?.close();
});

type Kind = "contact" | "application" | "referral" | "download";
const business = { application: "Tester Diner LLC", referral: "Oconomowoc Family Dental" };
const routes: Record<Kind, string> = {
  contact: "/contact?utm_source=e2e&utm_campaign=delivery",
  application: "/apply",
  referral: "/friends",
  download: ebook,
};
const subjects: Record<Kind, string> = {
  contact: "New contact request: Dana Kowalski",
  application: `New application: ${business.application}`,
  referral: `New referral: ${business.referral}`,
  download: "New guide download: Jordan Weiss",
};

async function send(page: Page, kind: Kind, email: string, js: boolean) {
  if (js) await openForm(page, `${site.url}${routes[kind]}`);
  else await page.goto(`${site.url}${routes[kind]}`);
  if (kind === "contact") await sendContact(page, email);
  if (kind === "application") await sendApplication(page, email, business.application, js);
  if (kind === "referral") await sendReferral(page, email, business.referral);
  if (kind === "download") await fillEbookGate(page, email);
  await expect(page.getByRole("heading", thanks[kind])).toBeVisible({ timeout: 20_000 });
  sent.push(email);
}

/** Every answer in the webhook also appears in the email's text and (escaped) HTML parts. */
function expectSameAnswers(text: string, html: string, fields: Record<string, unknown>) {
  for (const value of Object.values(fields)) {
    // The email shows an empty answer as a dash and a list joined with commas.
    const shown = value === null || value === "" ? "—" : [value].flat().join(", ");
    expect(text).toContain(shown);
    expect(html).toContain(shown.replaceAll("&", "&amp;").replaceAll("<", "&lt;"));
  }
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({
      javaScriptEnabled: js,
      extraHTTPHeaders: { "x-forwarded-for": `fd00:e2e:d${js ? 1 : 0}::${run.slice(0, 4)}` },
    });

    for (const kind of ["contact", "application", "referral", "download"] as const) {
      test(`a ${kind} lead arrives once by email and once by signed webhook`, async ({ page }) => {
        const email = emailFor(`${kind}-${js ? "js" : "nojs"}`);
        await send(page, kind, email, js);
        const { mail, hook, lead } = await deliveredOnce(mailbox, webhook, email);

        expect(mail.subject).toBe(subjects[kind]);
        expect(mail.replyTo).toBe(email);
        expect(mail.envelope.to).toEqual([notifyTo]);
        expect(mail.text).toContain(`Lead id: ${lead.id}`);
        expect(mail.text).toContain(`Page: ${routes[kind].split("?")[0]}`);
        expect(mail.text).toMatch(/Received: .+ (AM|PM) Central time/);
        expect(mail.text).toContain(email);
        expect(mail.html).toContain(email);

        expect(hook.headers["content-type"]).toMatch(/^application\/json/);
        expect(hook.json).toMatchObject({ type: "lead.created", lead: { kind, email } });
        expect(lead.page).toBe(routes[kind].split("?")[0]);
        expect(Object.keys(lead.fields).length).toBeGreaterThan(0);
        expectSameAnswers(mail.text, mail.html, lead.fields);
        if (kind === "contact") {
          expect(lead.utm).toEqual({ source: "e2e", campaign: "delivery" });
          expect(mail.text).toContain("UTM source: e2e");
          expect(JSON.stringify(lead.fields)).toContain("would like a quote");
        }
        if (kind === "application" || kind === "referral") {
          expect(lead.businessName).toBe(business[kind]);
        }
      });
    }
  });
}

test.describe("hostile input", () => {
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `fd00:e2e:d2::${run.slice(0, 4)}` },
  });

  /** Swaps text in the form's post, as a client that skips the browser's input rules could. */
  async function rewritePost(page: Page, from: string, to: string) {
    const swapped = { count: 0 };
    await page.route("**/*", async (route) => {
      const request = route.request();
      const body = request.postDataBuffer()?.toString("utf8") ?? "";
      if (request.method() !== "POST" || !body.includes(from)) return route.continue();
      swapped.count++;
      return route.continue({ postData: body.replaceAll(from, to) });
    });
    return swapped;
  }

  test("CR/LF in a name is a field error and sends nothing", async ({ page }) => {
    const swap = await rewritePost(
      page,
      "Pat Lindgren",
      "Pat\r\nBcc: evil@example.com\r\nX-Injected: yes",
    );
    await page.goto(`${site.url}/friends`);
    await sendReferral(page, emailFor("crlf"), "Tester Diner LLC");
    await expect.poll(() => swap.count).toBe(1);
    const name = page.getByRole("form", { name: "Referral form" }).getByRole("textbox", {
      name: "Your name",
    });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", thanks.referral)).toHaveCount(0);
  });

  test("<script> in a business name gives a clean, escaped message", async ({ page }) => {
    const email = emailFor("hostile");
    const businessName = `<script>alert("lead")</script> & Sons`;
    await page.goto(`${site.url}/friends`);
    await sendReferral(page, email, businessName);
    await expect(page.getByRole("heading", thanks.referral)).toBeVisible({ timeout: 20_000 });
    sent.push(email);
    const { mail, lead } = await deliveredOnce(mailbox, webhook, email);

    expect(mail.subject).toBe(`New referral: ${businessName}`);
    expect(mail.envelope.to).toEqual([notifyTo]);
    expect(mail.replyTo).toBe(email);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;lead&quot;)&lt;/script&gt; &amp; Sons");
    expect(mail.text).toContain(businessName);
    expect(lead.businessName).toBe(businessName);
  });

  test("a 5,000-character name is a field error and stores nothing", async ({ page }) => {
    const swap = await rewritePost(page, "Dana Kowalski", "D".repeat(5000));
    await page.goto(`${site.url}/contact`);
    await sendContact(page, emailFor("long-name"));
    await expect.poll(() => swap.count).toBe(1);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

test("each stored lead was delivered once per channel, and nothing else was stored", async () => {
  test.setTimeout(60_000);
  expect(sent).toHaveLength(9);
  reportFigures(site, mailbox, webhook, sent);
  expect(webhook.deliveries.every((hook) => hook.signatureValid)).toBe(true);
  expect(mailbox.messages).toHaveLength(sent.length);
  expect(webhook.deliveries).toHaveLength(sent.length);
  await site.kill("SIGTERM");
  const rows = await outboxRows(site);
  expect([...new Set(rows.map((row) => row.email))].sort()).toEqual([...sent].sort());
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
});
