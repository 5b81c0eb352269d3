import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { createEmailChannel } from "@/lib/notify/email-channel";
import { createWebhookChannel } from "@/lib/notify/webhook-channel";
import { httpReceiver, smtpReceiver, freePort, waitFor } from "@/lib/notify/test-receivers";
import { applyMigrations } from "../migrations";
import { createPgliteStore } from "../pglite-store";
import { requireVmModules } from "../require-vm-modules";
import { createPgliteOutbox } from "./pglite-outbox";
import type { Channel, ChannelName } from "./types";
import { createOutboxWorker, type OutboxWorker } from "./worker";

requireVmModules();
jest.setTimeout(60_000);

const secret = "a-webhook-secret-of-at-least-32-characters";
let db: PGlite;
let smtp: ReturnType<typeof smtpReceiver>;
let hook: ReturnType<typeof httpReceiver>;
let channels: Record<"email" | "webhook", Channel>;
const workers: OutboxWorker[] = [];
const logs: string[] = [];
const log = { info: (line: string) => logs.push(line), error: (line: string) => logs.push(line) };

function startWorker(overrides: { forMs?: number; sendTimeoutMs?: number; leaseMs?: number } = {}) {
  const worker = createOutboxWorker({
    store: createPgliteOutbox(db),
    channels,
    retry: { baseMs: 100, maxMs: 400, forMs: overrides.forMs ?? 60_000 },
    pollMs: 50,
    // A send that outlives its timeout is retried (and arrives twice), so only the hang test
    // shortens it; a loaded machine can take seconds for a local SMTP exchange.
    sendTimeoutMs: overrides.sendTimeoutMs,
    leaseMs: overrides.leaseMs,
    log,
  });
  workers.push(worker);
  worker.start();
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Verifies a webhook the way the README tells receivers to. */
function verified(signature: string, body: string) {
  const { t, v1 } = Object.fromEntries(signature.split(",").map((part) => part.split("=")));
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
  await db.query("select public.lead_outbox_set_channels(array['email', 'webhook'])");
}, 180_000);
beforeEach(async () => {
  await db.exec("truncate public.leads cascade");
  logs.length = 0;
  smtp = smtpReceiver(await freePort());
  hook = httpReceiver(await freePort());
  channels = {
    email: createEmailChannel({
      smtpUrl: smtp.url,
      to: ["sales@example.com"],
      from: "Website <no-reply@example.com>",
    }),
    webhook: createWebhookChannel({ url: hook.url, secret }),
  };
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all([smtp.down(), hook.down()]);
});
afterAll(() => db.close());

describe("the outbox worker with a real SMTP server and a real webhook receiver", () => {
  it("delivers one email and one signed webhook per lead, each carrying the lead id", async () => {
    await Promise.all([smtp.up(), hook.up()]);
    await submit("Tester Diner LLC");
    await submit("Second Shop");
    startWorker();
    await waitFor("both leads on both channels", allSent);
    await settle();
    expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual([
      "New application: Second Shop",
      "New application: Tester Diner LLC",
    ]);
    expect(hook.accepted).toHaveLength(2);
    const leadIds = (await db.query<{ id: number }>("select id from public.leads")).rows;
    for (const request of hook.accepted) {
      expect(verified(String(request.headers["lcms-signature"]), request.body)).toBe(true);
      const body = JSON.parse(request.body);
      expect(request.headers["lcms-lead-id"]).toBe(String(body.lead.id));
      expect(body).toMatchObject({
        type: "lead.created",
        lead: { kind: "application", page: "/apply", utm: { source: "flyer" } },
      });
      expect(body.lead.fields).toEqual({ industry: "restaurant" });
    }
    const mailIds = smtp.mails.map((mail) => Number(mail.headers.get("x-lead-id"))).sort();
    expect(mailIds).toEqual(leadIds.map((row) => row.id).sort());
  });

  it("retries while SMTP is down, drops the line or refuses, then sends exactly once", async () => {
    await hook.up();
    await submit();
    startWorker();
    const emailAttempts = async () =>
      (await statuses()).find((row) => row.channel === "email")?.attempts ?? 0;
    await waitFor("two attempts against a closed port", async () => (await emailAttempts()) >= 2);
    await smtp.up("drop");
    await waitFor("a dropped connection", () => smtp.attempts >= 1);
    await smtp.up("refuse");
    await waitFor("a 554 refusal", () => smtp.attempts >= 2);
    expect(smtp.mails).toHaveLength(0);
    await smtp.up("ok");
    await waitFor("the email after recovery", allSent);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(hook.accepted).toHaveLength(1);
    expect(
      logs.filter((line) => line.includes('"lead_delivery_retry"')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("retries a webhook that answers 500, drops the line, hangs or is down, then sends once", async () => {
    await smtp.up();
    await hook.up("refuse");
    await submit();
    startWorker({ sendTimeoutMs: 3_000 });
    await waitFor("a 500", () => hook.attempts >= 1);
    await hook.up("drop");
    await waitFor("a dropped connection", () => hook.attempts >= 1);
    await hook.up("hang");
    await waitFor("a hanging request", () => hook.attempts >= 1);
    await waitFor("the timeout to count", () =>
      logs.some((line) => line.includes("timed out after 3000 ms")),
    );
    await hook.down();
    const refused = logs.length;
    await waitFor("a refused connection", () =>
      logs.slice(refused).some((line) => line.includes('"lead_delivery_retry"')),
    );
    expect(hook.accepted).toHaveLength(0);
    await hook.up("ok");
    await waitFor("the webhook after recovery", allSent);
    await settle();
    expect(hook.accepted).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
  });

  it("re-delivers rows a crashed worker had claimed once their lease runs out, once", async () => {
    await Promise.all([smtp.up(), hook.up()]);
    await submit();
    // A worker that claimed both rows and died before sending: nobody completes them.
    const abandoned = await createPgliteOutbox(db).claim(10, 2_000);
    expect(abandoned).toHaveLength(2);
    startWorker();
    await settle();
    expect([smtp.mails.length, hook.accepted.length]).toEqual([0, 0]);
    await waitFor("delivery after the lease", allSent);
    await settle();
    expect([smtp.mails.length, hook.accepted.length]).toEqual([1, 1]);
    // The dead worker's late answer cannot undo or repeat anything.
    await expect(createPgliteOutbox(db).complete(abandoned[0]!)).resolves.toBe(false);
  });

  it("shares the queue between two workers without sending a row twice", async () => {
    await Promise.all([smtp.up(), hook.up()]);
    for (let n = 0; n < 12; n += 1) await submit(`Shop ${n}`);
    startWorker();
    startWorker();
    await waitFor("all 24 deliveries", allSent, 30_000);
    await settle();
    expect(smtp.mails).toHaveLength(12);
    expect(new Set(hook.accepted.map((request) => JSON.parse(request.body).id)).size).toBe(12);
    expect(hook.accepted).toHaveLength(12);
  });

  it("marks a row failed, loudly, when the retry window closes", async () => {
    await hook.up();
    await submit();
    startWorker({ forMs: 1_000 });
    await waitFor("the email to fail", async () =>
      (await statuses()).some((row) => row.channel === "email" && row.status === "failed"),
    );
    const failed = logs.find((line) => line.includes('"lead_delivery_failed"'));
    expect(JSON.parse(failed ?? "{}")).toMatchObject({ channel: "email", kind: "application" });
    expect(failed).not.toContain("dana@testerdiner.com");
  });
});
