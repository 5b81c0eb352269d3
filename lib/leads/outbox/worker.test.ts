import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import {
  startMailbox,
  startWebhookReceiver,
  until,
  type Mailbox,
  type WebhookReceiver,
} from "@/e2e/support/delivery-stand-in.cjs";
import { createEmailChannel } from "@/lib/notify/email-channel";
import { createWebhookChannel } from "@/lib/notify/webhook-channel";
import { applyMigrations } from "../migrations";
import { createPgliteStore } from "../pglite-store";
import { requireVmModules } from "../require-vm-modules";
import { createPgliteOutbox } from "./pglite-outbox";
import { superviseOutbox, type OutboxSupervisor } from "./supervisor";
import type { Channel, ChannelName } from "./types";

requireVmModules();
jest.setTimeout(60_000);

const secret = "a-webhook-secret-of-at-least-32-characters";
let db: PGlite;
let mailbox: Mailbox;
let webhook: WebhookReceiver;
let channels: Record<"email" | "webhook", Channel>;
const workers: OutboxSupervisor[] = [];
const logs: string[] = [];
const log = { info: (line: string) => logs.push(line), error: (line: string) => logs.push(line) };

type Options = {
  forMs?: number;
  sendTimeoutMs?: number;
  leaseMs?: number;
  only?: Partial<Record<ChannelName, Channel>>;
};

/** A worker as the server runs one: supervised, on the embedded outbox. */
function startWorker({ forMs = 60_000, sendTimeoutMs, leaseMs, only }: Options = {}) {
  const worker = superviseOutbox({
    openStore: async () => createPgliteOutbox(db),
    channels: only ?? channels,
    retry: { baseMs: 100, maxMs: 400, forMs },
    pollMs: 50,
    // A send that outlives its timeout is retried, so only the fault tests shorten it; a loaded
    // machine can take seconds for a local SMTP exchange.
    sendTimeoutMs,
    leaseMs,
    log,
  });
  workers.push(worker);
  return worker;
}

const submit = (businessName = "Tester Diner LLC") =>
  createPgliteStore(db).submit({
    kind: "application",
    name: "Dana Kowalski",
    email: "dana@testerdiner.com",
    phone: "(262) 555-0147",
    businessName,
    payload: { industry: "restaurant", _source: { page: "/apply", utm: { source: "flyer" } } },
    addressHash: null,
    idempotencyKey: randomUUID(),
  });

const statuses = async () =>
  (
    await db.query<{ channel: ChannelName; status: string; attempts: number }>(
      "select channel, status, attempts from public.lead_deliveries order by id",
    )
  ).rows;
const allSent = async () => (await statuses()).every((row) => row.status === "sent");
const sent = (channel: ChannelName) => async () =>
  (await statuses()).some((row) => row.channel === channel && row.status === "sent");
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const logged = (event: string) => logs.filter((line) => line.includes(`"event":"${event}"`));

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
  await db.query("select public.lead_outbox_set_channels(array['email', 'webhook'])");
  [mailbox, webhook] = await Promise.all([
    startMailbox({ slowMs: 1_500 }),
    startWebhookReceiver({ secret }),
  ]);
  channels = {
    email: createEmailChannel({
      smtpUrl: mailbox.url,
      to: ["sales@example.com"],
      from: "Website <no-reply@example.com>",
    }),
    webhook: createWebhookChannel({ url: webhook.url, secret }),
  };
}, 180_000);
beforeEach(async () => {
  await db.exec("truncate public.leads cascade");
  await createPgliteOutbox(db).setChannels(["email", "webhook"]); // a worker records its own
  logs.length = 0;
  await Promise.all([mailbox.up(), webhook.up()]);
  mailbox.mode = "accept";
  webhook.mode = "accept";
  mailbox.messages.length = 0;
  webhook.deliveries.length = 0;
  webhook.attempts.length = 0;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(5_000)));
});
afterAll(async () => {
  await Promise.all([mailbox.close(), webhook.close()]);
  await db.close();
});

describe("the outbox worker with a real SMTP server and a real webhook receiver", () => {
  it("delivers one email and one signed webhook per lead, each carrying the lead id", async () => {
    await submit("Tester Diner LLC");
    await submit("Second Shop");
    startWorker();
    await until(allSent, { what: "both leads on both channels" });
    await settle();
    expect(mailbox.messages.map((mail) => mail.subject).sort()).toEqual([
      "New application: Second Shop",
      "New application: Tester Diner LLC",
    ]);
    expect(webhook.deliveries).toHaveLength(2);
    const leadIds = (await db.query<{ id: number }>("select id from public.leads")).rows;
    for (const hook of webhook.deliveries) {
      expect(hook.signatureValid).toBe(true);
      const body = hook.json as { lead: { id: number; fields: object } };
      expect(hook.leadId).toBe(String(body.lead.id));
      expect(body).toMatchObject({
        type: "lead.created",
        lead: { kind: "application", page: "/apply", utm: { source: "flyer" } },
      });
      expect(body.lead.fields).toEqual({ industry: "restaurant" });
    }
    const mailIds = mailbox.messages.map((mail) => Number(mail.leadId)).sort();
    expect(mailIds).toEqual(leadIds.map((row) => row.id).sort());
  });

  it("retries while SMTP is down, drops the line, defers or refuses, then sends exactly once", async () => {
    await mailbox.down();
    await submit();
    startWorker();
    const emailAttempts = async () =>
      (await statuses()).find((row) => row.channel === "email")?.attempts ?? 0;
    await until(async () => (await emailAttempts()) >= 2, { what: "two attempts, port closed" });
    await mailbox.up();
    for (const mode of ["drop", "defer", "refuse"] as const) {
      mailbox.mode = mode;
      const tried = mailbox.attempts;
      await until(() => mailbox.attempts > tried, { what: `an attempt while it does ${mode}` });
    }
    expect(mailbox.messages).toHaveLength(0);
    mailbox.mode = "accept";
    await until(allSent, { what: "the email after recovery" });
    await settle();
    expect(mailbox.messages).toHaveLength(1);
    expect(webhook.deliveries).toHaveLength(1);
    expect(logged("lead_delivery_retry").length).toBeGreaterThanOrEqual(4);
  });

  it("retries a webhook that answers 500, drops the line, hangs or is down, then sends once", async () => {
    webhook.mode = "fail";
    await submit();
    startWorker({ sendTimeoutMs: 3_000 });
    for (const mode of ["drop", "hang"] as const) {
      const tried = webhook.attempts.length;
      await until(() => webhook.attempts.length > tried, { what: `an attempt before ${mode}` });
      webhook.mode = mode;
    }
    await until(() => logs.some((line) => line.includes("timed out after 3000 ms")), {
      what: "the hanging request to time out",
    });
    await webhook.down();
    const refused = logs.length;
    await until(() => logs.slice(refused).some((line) => line.includes("lead_delivery_retry")), {
      what: "a refused connection",
    });
    expect(webhook.deliveries).toHaveLength(0);
    await webhook.up();
    webhook.mode = "accept";
    await until(allSent, { what: "the webhook after recovery" });
    await settle();
    expect(webhook.deliveries).toHaveLength(1);
    expect(mailbox.messages).toHaveLength(1);
  });

  it("aborts a send past its deadline, so a slow SMTP server never gets the message twice", async () => {
    mailbox.mode = "slow"; // a new connection waits 1.5 s for the greeting
    const connections = mailbox.connections;
    await submit();
    startWorker({ sendTimeoutMs: 500, only: { email: channels.email } });
    await until(() => logged("lead_delivery_retry").length >= 1, { what: "a timed-out send" });
    expect(logged("lead_delivery_retry")[0]).toContain("timed out after 500 ms");
    mailbox.mode = "accept";
    await until(sent("email"), { what: "the email once the server is quick again" });
    // Past the slow greeting of the first attempt: had that send gone on, it would land now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailbox.connections - connections).toBeGreaterThanOrEqual(2);
    expect(mailbox.messages).toHaveLength(1);
  });

  it("claims only the channels it sends: another worker's rows stay untouched", async () => {
    await submit();
    const connections = mailbox.connections;
    startWorker({ only: { webhook: channels.webhook } });
    await until(sent("webhook"), { what: "the webhook" });
    await settle();
    expect(await statuses()).toEqual([
      { channel: "email", status: "pending", attempts: 0 },
      { channel: "webhook", status: "sent", attempts: 1 },
    ]);
    expect(mailbox.connections).toBe(connections);
  });

  it("re-delivers rows a crashed worker had claimed once their lease runs out, once", async () => {
    await submit();
    // A worker that claimed both rows and died before sending: nobody completes them.
    const abandoned = await createPgliteOutbox(db).claim(10, 2_000, ["email", "webhook"]);
    expect(abandoned).toHaveLength(2);
    startWorker();
    await settle();
    expect([mailbox.messages.length, webhook.deliveries.length]).toEqual([0, 0]);
    await until(allSent, { what: "delivery after the lease" });
    await settle();
    expect([mailbox.messages.length, webhook.deliveries.length]).toEqual([1, 1]);
    // The dead worker's late answer cannot undo or repeat anything.
    await expect(createPgliteOutbox(db).complete(abandoned[0]!)).resolves.toBe(false);
  });

  it("shares the queue between two workers without sending a row twice", async () => {
    for (let n = 0; n < 12; n += 1) await submit(`Shop ${n}`);
    startWorker();
    startWorker();
    await until(allSent, { what: "all 24 deliveries", timeoutMs: 30_000 });
    await settle();
    expect(mailbox.messages).toHaveLength(12);
    const ids = webhook.deliveries.map((hook) => (hook.json as { id: string }).id);
    expect(new Set(ids).size).toBe(12);
    expect(webhook.deliveries).toHaveLength(12);
  });

  it("marks a row failed, loudly, when the database says the retry window has closed", async () => {
    await mailbox.down();
    await submit();
    startWorker({ forMs: 1_000 });
    await until(
      async () =>
        (await statuses()).some((row) => row.channel === "email" && row.status === "failed"),
      { what: "the email to fail" },
    );
    const failed = logged("lead_delivery_failed")[0];
    expect(JSON.parse(failed ?? "{}")).toMatchObject({ channel: "email", kind: "application" });
    expect(failed).not.toContain("dana@testerdiner.com");
  });

  it("stops within its grace even with a send hanging, leaving the row to its lease", async () => {
    webhook.mode = "hang";
    await submit();
    const worker = startWorker({ only: { webhook: channels.webhook } });
    await until(() => webhook.attempts.length >= 1, { what: "the hanging request" });
    const started = Date.now();
    await worker.stop(300);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(worker.status().state).toBe("stopped");
    expect(logged("lead_delivery_interrupted")).toHaveLength(1);
    expect((await statuses()).find((row) => row.channel === "webhook")).toMatchObject({
      status: "pending",
      attempts: 1,
    });
  });
});
