import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, migrationsDir } from "../migrations";
import { createPgliteStore } from "../pglite-store";
import { requireVmModules } from "../require-vm-modules";
import { sampleLead } from "../sample-lead";
import { createPgliteOutbox } from "./pglite-outbox";

requireVmModules();
jest.setTimeout(60_000);

let db: PGlite;
const outbox = () => createPgliteOutbox(db);
const submit = (addressHash: string | null = null) =>
  createPgliteStore(db).submit(sampleLead({ addressHash }));
const rows = async () =>
  (
    await db.query<{ channel: string; status: string; attempts: number; last_error: string }>(
      "select channel, status, attempts, last_error from public.lead_deliveries order by id",
    )
  ).rows;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const both = ["email", "webhook"] as const;

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
}, 180_000);
beforeEach(async () => {
  await db.exec("truncate public.leads cascade");
  await outbox().setChannels(["email", "webhook"]);
});
afterAll(() => db.close());

describe("the outbox functions on the embedded database", () => {
  it("writes one delivery row per enabled channel with the lead, and none without channels", async () => {
    await submit();
    expect(await rows()).toEqual([
      expect.objectContaining({ channel: "email", status: "pending", attempts: 0 }),
      expect.objectContaining({ channel: "webhook", status: "pending", attempts: 0 }),
    ]);
    await outbox().setChannels([]);
    await submit();
    expect(await rows()).toHaveLength(2);
  });

  it("leases a claimed row: nobody else gets it until the lease runs out", async () => {
    await submit();
    // Long enough that a loaded machine gets to the second claim within it.
    const first = await outbox().claim(10, 1_500, both);
    expect(first.map((row) => [row.channel, row.attempts])).toEqual([
      ["email", 1],
      ["webhook", 1],
    ]);
    expect(first[0]?.lead).toMatchObject({ kind: "contact", name: "Dana" });
    expect(await outbox().claim(10, 1_500, both)).toEqual([]);
    await pause(1_600);
    const second = await outbox().claim(1, 10_000, both);
    expect(second).toHaveLength(1);
    expect(second[0]?.attempts).toBe(2);
    // The first holder lost its lease: it can neither complete nor reschedule the row.
    await expect(outbox().complete(first[0]!)).resolves.toBe(false);
    const late = { error: "late", delayMs: 0, retryForMs: 0 };
    await expect(outbox().reschedule(first[0]!, late)).resolves.toBe("lost");
    await expect(outbox().complete(second[0]!)).resolves.toBe(true);
    expect((await rows())[0]).toMatchObject({ status: "sent" });
  });

  it("schedules a retry, then fails the row once the database's clock closes the window", async () => {
    await submit();
    const [email] = await outbox().claim(1, 5_000, both);
    const retry = { error: "SMTP 554", delayMs: 300, retryForMs: 60_000 };
    await expect(outbox().reschedule(email!, retry)).resolves.toBe("pending");
    expect((await rows())[0]).toMatchObject({ status: "pending", last_error: "SMTP 554" });
    expect((await outbox().claim(10, 5_000, both)).map((row) => row.channel)).toEqual(["webhook"]);
    await pause(350);
    const [again] = await outbox().claim(10, 5_000, both);
    expect(again?.id).toBe(email?.id);
    // Queued 350 ms ago by the database's clock: a window of 300 ms has closed.
    const late = { error: "x".repeat(900), delayMs: 0, retryForMs: 300 };
    await expect(outbox().reschedule(again!, late)).resolves.toBe("failed");
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 2 });
    expect((await rows())[0]?.last_error).toHaveLength(500);
  });

  it("lists pending and failed rows without personal data, and re-queues failed ones", async () => {
    await submit();
    const [email] = await outbox().claim(1, 5_000, both);
    await outbox().reschedule(email!, { error: "down", delayMs: 0, retryForMs: 0 });
    const { rows: listed } = await db.query("select * from public.lead_outbox_list()");
    expect(listed.map((row) => Object.keys(row as object).sort())[0]).toEqual(
      [
        "attempts",
        "channel",
        "created_at",
        "delivery_id",
        "kind",
        "last_error",
        "lead_id",
        "next_attempt_at",
        "status",
      ].sort(),
    );
    expect(JSON.stringify(listed)).not.toContain("dana@example.com");
    const requeue = (id: number | null) =>
      db.query<{ n: number }>("select public.lead_outbox_requeue($1) as n", [id]);
    expect((await requeue(email!.id + 1000)).rows[0]?.n).toBe(0);
    expect((await requeue(null)).rows[0]?.n).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: "pending" });
    expect((await outbox().claim(10, 5_000, both)).map((row) => row.id)).toContain(email?.id);
  });

  it("lets neither anon nor authenticated run the worker functions or read the outbox", async () => {
    const statements = [
      "select public.lead_outbox_set_channels(array['log'])",
      "select * from public.lead_outbox_claim(10, 1000)",
      "select public.lead_outbox_complete(1, gen_random_uuid())",
      "select public.lead_outbox_retry(1, gen_random_uuid(), 'e', 0, true)",
      "select * from public.lead_outbox_list()",
      "select public.lead_outbox_requeue(null)",
      "select * from public.lead_deliveries",
      "select * from public.lead_channels",
      "update public.lead_settings set global_limit = 1000000",
    ];
    for (const role of ["anon", "authenticated"]) {
      for (const sql of statements) {
        await expect(
          db.transaction(async (tx) => {
            await tx.exec(`set local role ${role}`);
            await tx.query(sql);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    }
  });

  it("reads the rate limits from lead_settings, so a bench can raise them", async () => {
    await db.exec("update public.lead_settings set per_address_limit = 2");
    const address = "a".repeat(64);
    expect([await submit(address), await submit(address), await submit(address)]).toEqual([
      "stored",
      "stored",
      "rate_limited",
    ]);
    await db.exec("update public.lead_settings set per_address_limit = 5");
  });

  it("can be applied again over itself", async () => {
    for (const file of ["20261125000000_lead_outbox.sql", "20261127120000_outbox_hardening.sql"])
      await db.exec(await readFile(path.join(migrationsDir, file), "utf8"));
    await submit();
    expect(await rows()).toHaveLength(2);
  });

  it("claims only the channels asked for", async () => {
    await submit();
    expect((await outbox().claim(10, 5_000, ["webhook"])).map((row) => row.channel)).toEqual([
      "webhook",
    ]);
    expect(await outbox().claim(10, 5_000, [])).toEqual([]);
    expect((await outbox().claim(10, 5_000, both)).map((row) => row.channel)).toEqual(["email"]);
  });

  it("reports the backlog by counts and the oldest pending row's age, nothing else", async () => {
    expect(await outbox().stats()).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
    await submit();
    await db.exec("update public.lead_deliveries set queued_at = now() - interval '90 seconds'");
    const [email] = await outbox().claim(1, 5_000, both);
    await outbox().reschedule(email!, { error: "down", delayMs: 0, retryForMs: 0 });
    expect(await outbox().stats()).toEqual({ pending: 1, failed: 1, oldestPendingSeconds: 90 });
  });
});
