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
import { bookableDays } from "@/lib/walkthrough/windows";
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

test.describe("walkthrough calls and referral links", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": `fd00:e2e:d3::${run.slice(0, 4)}` } });

  /** A preferred window as the webhook carries it: Central time, with its offset. */
  const centralWindow = (from: string, to: string) => ({
    start: expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT${from}:00-0[56]:00$`)),
    end: expect.stringMatching(new RegExp(`T${to}:00-0[56]:00$`)),
  });

  test("the iPOS page's 'Book a walkthrough call' opens the form on that topic; the chosen windows and the referrer arrive", async ({
    page,
  }) => {
    const email = emailFor("walkthrough-js");
    await page.clock.install({ time: Date.now() - 60_000 }); // past the form's time trap
    await page.goto(`${site.url}/ipos`);
    await page.getByRole("link", { name: "Book a walkthrough call" }).first().click();
    await expect(page).toHaveURL(/\/contact\?topic=walkthrough#message$/);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.locator('input[name="submission_id"]')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(form.getByRole("combobox", { name: "What can we help with?" })).toHaveValue(
      "walkthrough",
    );
    await form.getByRole("textbox", { name: "Your name" }).fill("Dana Kowalski");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    const choice = (name: string) => form.getByRole("group", { name });
    await choice("First choice").getByRole("combobox", { name: "Day" }).selectOption({ index: 1 });
    await choice("First choice").getByRole("combobox", { name: /^Time/ }).selectOption("13");
    await choice("Second choice").getByRole("combobox", { name: "Day" }).selectOption({ index: 3 });
    await choice("Second choice").getByRole("combobox", { name: /^Time/ }).selectOption("08");
    await form.getByRole("textbox", { name: "Your message" }).fill("Show us the iPOS handhelds.");
    await form.getByRole("textbox", { name: "Referred by" }).fill("Pat Lindgren");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", thanks.contact)).toBeVisible({ timeout: 20_000 });
    sent.push(email);

    const { mail, lead } = await deliveredOnce(mailbox, webhook, email);
    expect(lead.fields).toMatchObject({
      topic: "walkthrough",
      referredBy: "Pat Lindgren",
      preferredWindows: [centralWindow("13:00", "15:00"), centralWindow("08:00", "10:00")],
    });
    expect(mail.text).toMatch(
      /Preferred windows: 1\. \w{3}, \w{3} \d+, \d{4}, 1:00–3:00 p\.m\. Central time\n\s+2\. \w{3}, \w{3} \d+, \d{4}, 8:00–10:00 a\.m\. Central time/,
    );
    expect(mail.text).toContain("Referred by: Pat Lindgren");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses a day that cannot be booked, then accepts a business day ahead", async ({
      page,
    }) => {
      const email = emailFor("walkthrough-nojs");
      await page.goto(`${site.url}/contact`);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByRole("textbox", { name: "Your name" }).fill("Dana Kowalski");
      await form.getByRole("textbox", { name: "Email" }).fill(email);
      await form
        .getByRole("combobox", { name: "What can we help with?" })
        .selectOption("walkthrough");
      const first = form.getByRole("group", { name: "First choice" });
      const today = new Date().toISOString().slice(0, 10);
      await first.getByLabel("Day").fill(today); // a date field without scripts
      await first.getByRole("combobox", { name: /^Time/ }).selectOption("10");
      await form
        .getByRole("textbox", { name: "Your message" })
        .fill("A demo of the kiosks, please.");
      await form.getByRole("button", { name: "Send message" }).click();
      const day = page
        .getByRole("form", { name: "Contact form" })
        .getByRole("group", { name: "First choice" })
        .getByLabel("Day");
      await expect(day).toHaveAttribute("aria-invalid", "true");
      await expect(
        page.getByText(/we book calls at least one business day ahead/).first(),
      ).toBeVisible();

      const bookable = bookableDays(new Date())[1]!;
      await day.fill(bookable);
      await page
        .getByRole("form", { name: "Contact form" })
        .getByRole("button", { name: "Send message" })
        .click();
      await expect(page.getByRole("heading", thanks.contact)).toBeVisible({ timeout: 20_000 });
      sent.push(email);
      const { lead } = await deliveredOnce(mailbox, webhook, email);
      expect(lead.fields.preferredWindows).toEqual([
        {
          start: expect.stringMatching(new RegExp(`^${bookable}T10:00:00-0[56]:00$`)),
          end: expect.stringMatching(new RegExp(`^${bookable}T12:00:00-0[56]:00$`)),
        },
      ]);
    });
  });

  test("the referral link /friends hands out puts the referrer's name on the pre-application", async ({
    page,
  }) => {
    const email = emailFor("referral-link");
    await page.goto(`${site.url}/friends`);
    await page
      .getByRole("textbox", { name: "Your name, as they should give it" })
      .fill("Pat Lindgren");
    const link = new URL((await page.locator("#referral-link output").textContent()) ?? "");
    expect(link.pathname).toBe("/apply");
    await openForm(page, `${site.url}${link.pathname}${link.search}`);
    await sendApplication(page, email, business.application, true);
    await expect(page.getByRole("heading", thanks.application)).toBeVisible({ timeout: 20_000 });
    sent.push(email);
    const { mail, lead } = await deliveredOnce(mailbox, webhook, email);
    expect(lead.fields.referredBy).toBe("Pat Lindgren");
    expect(mail.text).toContain("Referred by: Pat Lindgren");
  });
});

test("each stored lead was delivered once per channel, and nothing else was stored", async () => {
  test.setTimeout(60_000);
  expect(sent).toHaveLength(12);
  reportFigures(site, mailbox, webhook, sent);
  expect(webhook.deliveries.every((hook) => hook.signatureValid)).toBe(true);
  expect(mailbox.messages).toHaveLength(sent.length);
  expect(webhook.deliveries).toHaveLength(sent.length);
  await site.kill("SIGTERM");
  const rows = await outboxRows(site);
  expect([...new Set(rows.map((row) => row.email))].sort()).toEqual([...sent].sort());
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
});
