import { PGlite } from "@electric-sql/pglite";
import { PDFDocument } from "pdf-lib";
import { startMailbox, type Mailbox } from "@/e2e/support/delivery-stand-in.cjs";
import { comparisonReference } from "@/content/statement-comparison/reference";
import { applyMigrations } from "@/lib/leads/migrations";
import { createPgliteOutbox } from "@/lib/leads/outbox/pglite-outbox";
import { superviseOutbox, type OutboxSupervisor } from "@/lib/leads/outbox/supervisor";
import { requireVmModules } from "@/lib/leads/require-vm-modules";
import { createPgliteRetentionRows } from "@/lib/retention/lead-rows";
import { leadRetentionJob } from "@/lib/retention/leads-job";
import { createComparisonEmailChannel } from "./email-channel";
import { createComparisonSender } from "./send";
import { createPgliteComparisons } from "./store";
import { workedExample } from "./worked-example";

// The sender on the embedded database, delivered by the real outbox worker to a real SMTP server.
requireVmModules();
jest.setTimeout(120_000);

let db: PGlite;
let mailbox: Mailbox;
let supervisor: OutboxSupervisor;
const quiet = { info: () => {}, error: () => {} };
const sam = { id: "member-1", email: "sam@lakecountrymerchant.example", name: "Sam Specialist" };
const comparisons = () => createPgliteComparisons(db);
const sender = () =>
  createComparisonSender({
    reference: comparisonReference,
    store: async () => comparisons(),
    canDeliver: () => true,
    onRecorded: () => supervisor.nudge(),
    log: quiet,
  });

async function lead(kind: string, email: string, name = "Dana Kowalski") {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.leads (kind, name, email, business_name, payload, idempotency_key)
     values ($1, $3, $2, 'Maple Lane Garden', '{"note":"October"}', gen_random_uuid())
     returning id`,
    [kind, email, name],
  );
  return rows[0]!.id;
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
  mailbox = await startMailbox();
  supervisor = superviseOutbox({
    openStore: async () => createPgliteOutbox(db),
    channels: {
      comparison: createComparisonEmailChannel({
        smtpUrl: mailbox.url,
        from: "Lake Country Merchant Services <reviews@lakecountrymerchant.example>",
        siteUrl: "https://www.example.com",
        comparisons: async () => comparisons(),
      }),
    },
    retry: { baseMs: 100, maxMs: 300, forMs: 60_000 },
    pollMs: 100,
    log: quiet,
  });
}, 180_000);
afterAll(async () => {
  await supervisor?.stop(1_000);
  await mailbox?.close();
  await db?.close();
});

describe("sending a comparison", () => {
  it("emails exactly one copy to the lead's own address, reply-to the specialist, with the HTML and the PDF", async () => {
    const id = await lead("statement", "dana@maplelane.example");
    const result = await sender()({ leadId: String(id), member: sam, inputs: workedExample });
    expect(result).toEqual({ ok: true, sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    await until(() => mailbox.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a second copy would arrive now
    expect(mailbox.messages).toHaveLength(1);
    const mail = mailbox.messages[0]!;
    expect(mail.envelope.to).toEqual(["dana@maplelane.example"]);
    expect(mail.replyTo).toBe(sam.email);
    expect(mail.subject).toBe("Your card-processing comparison for October 2026");
    expect(mail.messageId).toBe(
      `<comparison-${id}.${await createdAt(id)}@lakecountrymerchant.example>`,
    );
    for (const figure of [
      "3.09%",
      "$1,236.40",
      "$702.00",
      "$39.95",
      "$922.00",
      "$314.40",
      "$3,772.80",
    ]) {
      expect(mail.html).toContain(figure);
      expect(mail.text).toContain(figure);
    }
    // One attachment: the PDF made from the figures, never the merchant's statement.
    const attachments = mail.parsed.attachments;
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["comparison-2026-10.pdf", "application/pdf"],
    ]);
    const pdf = await PDFDocument.load(attachments[0]!.content);
    expect(pdf.getTitle()).toBe(mail.subject);

    const stored = await comparisons().get(id);
    expect(stored).toMatchObject({
      member: sam,
      program: "interchange-plus",
      delivery: { status: "sent" },
      figures: { totalFees: 123_640, ours: { total: 92_200 }, difference: { monthly: 31_440 } },
    });
    expect(stored?.sentAt.toISOString()).toBe(result.ok && result.sentAt);

    // A second send for the same lead is refused; still one email.
    const again = await sender()({ leadId: id, member: sam, inputs: workedExample });
    expect(again).toMatchObject({ ok: false, status: 409 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages).toHaveLength(1);
  });

  it("retries through the outbox when the mail server defers, and still delivers one copy", async () => {
    mailbox.messages.length = 0;
    mailbox.mode = "defer";
    const id = await lead("statement", "owner@riverside.example");
    const before = mailbox.attempts;
    expect((await sender()({ leadId: id, member: sam, inputs: workedExample })).ok).toBe(true);
    await until(() => mailbox.attempts > before);
    expect((await comparisons().get(id))?.delivery?.status).toBe("pending");
    mailbox.mode = "accept";
    await until(() => mailbox.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mailbox.messages.map((mail) => mail.envelope.to)).toEqual([["owner@riverside.example"]]);
  });

  it("cannot be steered to another address by a line break in a name", async () => {
    mailbox.messages.length = 0;
    const id = await lead("statement", "dana@maplelane.example", "Dana\r\nBcc: thief@example.com");
    const member = { ...sam, name: "Sam\r\nBcc: thief@example.com" };
    expect((await sender()({ leadId: id, member, inputs: workedExample })).ok).toBe(true);
    await until(() => mailbox.messages.length === 1);
    const mail = mailbox.messages[0]!;
    expect(mail.envelope.to).toEqual(["dana@maplelane.example"]);
    expect(mail.rawHeaders).not.toMatch(/^bcc:/im);
  });

  it("never queues the comparison channel for every new lead, as the team channels are", async () => {
    await until(() => supervisor.status().state === "running");
    expect(supervisor.status().channels).toEqual(["comparison"]);
    expect((await db.query("select channel from public.lead_channels")).rows).toEqual([]);
  });

  it("refuses other kinds of lead, unknown leads and wrong figures, recording nothing", async () => {
    const contact = await lead("contact", "someone@example.com");
    expect(await sender()({ leadId: contact, member: sam, inputs: workedExample })).toEqual({
      ok: false,
      status: 409,
      errors: { form: "Only a statement review gets a comparison." },
    });
    expect(await sender()({ leadId: "999999", member: sam, inputs: workedExample })).toMatchObject({
      status: 404,
    });
    expect(
      await sender()({ leadId: "1 or 1=1", member: sam, inputs: workedExample }),
    ).toMatchObject({ status: 404 });
    const statement = await lead("statement", "x@example.com");
    const wrong = await sender()({
      leadId: statement,
      member: sam,
      inputs: { ...workedExample, month: "Oct" },
    });
    expect(wrong).toEqual({
      ok: false,
      status: 422,
      errors: { month: "Enter the statement month as YYYY-MM." },
    });
    expect(await comparisons().get(statement)).toBeNull();
  });

  it("is refused when nothing could deliver it", async () => {
    const statement = await lead("statement", "y@example.com");
    const offline = createComparisonSender({
      reference: comparisonReference,
      store: async () => comparisons(),
      canDeliver: () => false,
      log: quiet,
    });
    expect(await offline({ leadId: statement, member: sam, inputs: workedExample })).toMatchObject({
      status: 503,
    });
    expect(await comparisons().get(statement)).toBeNull();
  });

  it("is deleted with its lead by the retention job, on the lead's schedule", async () => {
    const count = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from public.lead_comparisons"))
        .rows[0]!.n;
    expect(await count()).toBe(3);
    await until(
      async () =>
        (await db.query("select 1 from public.lead_deliveries where status = 'pending'")).rows
          .length === 0,
    );
    const job = leadRetentionJob({ rows: async () => createPgliteRetentionRows(db) });
    // Within the statement period nothing goes; past it, the leads go and their comparisons with them.
    await job.run({ dryRun: false, startUp: false, asOf: new Date(Date.now() + 30 * 86_400_000) });
    expect(await count()).toBe(3);
    await job.run({
      dryRun: false,
      startUp: false,
      asOf: new Date(Date.now() + 25 * 31 * 86_400_000),
    });
    expect(await count()).toBe(0);
  });
});

async function createdAt(id: number) {
  const { rows } = await db.query<{ created_at: Date }>(
    "select created_at from public.leads where id = $1",
    [id],
  );
  return rows[0]!.created_at.getTime();
}
