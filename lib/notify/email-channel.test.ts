import { startMailbox, type Mailbox } from "@/e2e/support/delivery-stand-in.cjs";
import type { ClaimedDelivery, DeliveryLead } from "@/lib/leads/outbox/types";
import { createEmailChannel } from "./email-channel";

jest.setTimeout(30_000);

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox({ slowMs: 1_500 });
});
afterAll(() => mailbox.close());
beforeEach(() => {
  mailbox.messages.length = 0;
  mailbox.mode = "accept";
});

const delivery = (lead: Partial<DeliveryLead>, id = 7): ClaimedDelivery => ({
  id,
  channel: "email",
  attempts: 1,
  queuedAt: new Date(),
  leaseToken: "00000000-0000-4000-8000-000000000000",
  lead: {
    id: 42,
    kind: "application",
    name: "Dana Kowalski",
    email: "dana@testerdiner.com",
    phone: "(262) 555-0147",
    businessName: "Tester Diner LLC",
    payload: {
      monthlyVolume: 40000,
      pricingInterests: ["interchange-plus", "flat-rate"],
      notes: "Two locations.\nOne kiosk.",
      _source: { page: "/apply", utm: { source: "flyer", campaign: "fall-2026" } },
    },
    // 13:05 UTC in November is 7:05 AM Central (CST).
    submittedAt: new Date("2026-11-25T13:05:00Z"),
    ...lead,
  },
});

const channel = () =>
  createEmailChannel({
    smtpUrl: mailbox.url,
    to: ["sales@example.com", "owner@example.com"],
    from: "Lake Country website <no-reply@example.com>",
  });

async function send(lead: Partial<DeliveryLead>, id?: number) {
  const email = channel();
  try {
    await email.send(delivery(lead, id), new AbortController().signal);
  } finally {
    email.close?.();
  }
  expect(mailbox.messages).toHaveLength(1);
  return mailbox.messages.splice(0)[0]!.parsed;
}

describe("the lead email, as a real SMTP server receives it", () => {
  it("names the kind and business, replies to the visitor and lists every answer", async () => {
    const mail = await send({});
    expect(mail.subject).toBe("New application: Tester Diner LLC");
    expect(mail.replyTo?.value).toEqual([
      { name: "Dana Kowalski", address: "dana@testerdiner.com" },
    ]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((a) => a.address)).toEqual([
      "sales@example.com",
      "owner@example.com",
    ]);
    expect(mail.headers.get("x-lead-id")).toBe("42");
    for (const part of [mail.text ?? "", mail.html || ""]) {
      for (const expected of [
        "Dana Kowalski",
        "dana@testerdiner.com",
        "(262) 555-0147",
        "Monthly volume",
        "40000",
        "interchange-plus, flat-rate",
        "/apply",
        "UTM source",
        "flyer",
        "fall-2026",
        "Nov 25, 2026, 7:05",
        "Central time",
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(mail.text).toContain("Notes: Two locations.\n    One kiosk.");
  });

  it("lists a walkthrough's preferred windows one per line, in Central time", async () => {
    const mail = await send({
      kind: "contact",
      payload: {
        topic: "walkthrough",
        message: "Show us the iPOS handhelds.",
        preferredWindows: [
          { start: "2026-11-25T13:00:00-06:00", end: "2026-11-25T15:00:00-06:00" },
          { start: "2026-12-01T08:00:00-06:00", end: "2026-12-01T10:00:00-06:00" },
        ],
        referredBy: "Jane Doe",
      },
    });
    expect(mail.subject).toBe("New contact request: Tester Diner LLC");
    expect(mail.text).toContain(
      "Preferred windows: 1. Wed, Nov 25, 2026, 1:00–3:00 p.m. Central time\n" +
        "    2. Tue, Dec 1, 2026, 8:00–10:00 a.m. Central time",
    );
    expect(mail.text).toContain("Referred by: Jane Doe");
    expect(mail.html).toContain(
      "1. Wed, Nov 25, 2026, 1:00–3:00 p.m. Central time<br>2. Tue, Dec 1, 2026, 8:00–10:00 a.m. Central time",
    );
    expect(mail.text).not.toContain("{");
  });

  it("falls back to the person's name and says which kind of lead it is", async () => {
    const mail = await send({ kind: "download", businessName: null, payload: {} });
    expect(mail.subject).toBe("New guide download: Dana Kowalski");
  });

  it("cannot be given extra headers through CR/LF in a name", async () => {
    const mail = await send({
      name: "Eve\r\nBcc: victim@example.com",
      businessName: "Shop\r\nX-Injected: yes\nSubject: owned",
    });
    expect(mail.subject).toBe("New application: Shop X-Injected: yes Subject: owned");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.replyTo?.value[0]?.name).toBe("Eve Bcc: victim@example.com");
    expect(mail.replyTo?.value).toHaveLength(1);
  });

  it("escapes markup in the HTML part", async () => {
    const mail = await send({
      name: '<script>alert("x")</script>',
      payload: { notes: '<img src=x onerror="alert(1)"> & more' },
    });
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more");
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it("carries a 5,000-character answer whole and keeps the subject short", async () => {
    const long = "W".repeat(5_000);
    const mail = await send({ businessName: long, payload: { notes: long } });
    expect(mail.subject?.length).toBeLessThanOrEqual(150);
    expect(mail.subject?.endsWith("…")).toBe(true);
    expect(mail.text).toContain(`Notes: ${long}`);
    expect(mail.html).toContain(long);
  });

  it("carries a Message-ID made from the delivery, the same on every attempt", async () => {
    const first = await send({});
    const again = await send({});
    const other = await send({}, 8);
    expect(first.messageId).toBe(
      `<lead-42.delivery-7.${Date.parse("2026-11-25T13:05:00Z")}@example.com>`,
    );
    expect(again.messageId).toBe(first.messageId);
    expect(other.messageId).not.toBe(first.messageId);
  });

  it("stops at once when its signal aborts, and the server never gets the message", async () => {
    mailbox.mode = "slow"; // greets only after 1.5 s
    const email = channel();
    const started = Date.now();
    const sending = email.send(delivery({}), AbortSignal.timeout(200));
    await expect(sending).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // past the slow greeting
    email.close?.();
    expect(mailbox.connections).toBeGreaterThan(0);
    expect(mailbox.messages).toEqual([]);
  });
});
