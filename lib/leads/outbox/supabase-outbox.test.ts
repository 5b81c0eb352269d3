import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { startSupabaseStandIn, type SupabaseStandIn } from "@/e2e/support/supabase-stand-in.cjs";
import { createSupabaseOutbox } from "./supabase-outbox";
import { superviseOutbox } from "./supervisor";

jest.setTimeout(60_000);

let supabase: SupabaseStandIn;
const client = (url: string) =>
  createClient(url, supabase.keys.service, { auth: { persistSession: false } });
const both = ["email", "webhook"] as const;

beforeAll(async () => {
  supabase = await startSupabaseStandIn();
}, 120_000);
afterAll(() => supabase.close());

/** A server that takes every request and never answers it: a hung PostgREST. */
async function hungServer() {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("the Supabase outbox (supabase-js over PostgREST, on PostgreSQL)", () => {
  it("sets channels, claims with a lease, completes and reschedules with the service key", async () => {
    const outbox = createSupabaseOutbox(client(supabase.url));
    await outbox.setChannels(both);
    await fetch(`${supabase.url}/rest/v1/rpc/submit_lead`, {
      method: "POST",
      headers: { apikey: supabase.keys.anon, "content-type": "application/json" },
      body: JSON.stringify({
        p_kind: "download",
        p_name: "Pat",
        p_email: "pat@example.com",
        p_phone: null,
        p_business_name: null,
        p_payload: { asset: "guide" },
        p_address_hash: null,
        p_idempotency_key: randomUUID(),
      }),
    });
    const claimed = await outbox.claim(10, 60_000, both);
    expect(claimed.map((row) => [row.channel, row.attempts, row.lead.kind])).toEqual([
      ["email", 1, "download"],
      ["webhook", 1, "download"],
    ]);
    expect(claimed[0]?.lead.submittedAt).toBeInstanceOf(Date);
    expect(await outbox.claim(10, 60_000, both)).toEqual([]);
    await expect(outbox.complete(claimed[0]!)).resolves.toBe(true);
    await expect(outbox.complete(claimed[0]!)).resolves.toBe(false);
    const retry = { error: "HTTP 500", delayMs: 0, retryForMs: 60_000 };
    await expect(outbox.reschedule(claimed[1]!, retry)).resolves.toBe("pending");
    expect(await outbox.stats()).toMatchObject({ pending: 1, failed: 0 });
    expect((await outbox.claim(10, 60_000, both)).map((row) => row.id)).toEqual([claimed[1]?.id]);
    const roles = new Set(supabase.calls.map((call) => `${call.fn}:${call.role}`));
    expect(roles).toEqual(
      new Set([
        "submit_lead:anon",
        ...["set_channels", "claim", "complete", "reschedule", "stats"].map(
          (fn) => `lead_outbox_${fn}:service_role`,
        ),
      ]),
    );
  });

  it("surfaces a refused call as an error rather than an empty queue", async () => {
    const outbox = createSupabaseOutbox(client(`${supabase.url}/nowhere`));
    await expect(outbox.claim(10, 1_000, both)).rejects.toThrow(/lead_outbox_claim failed/);
  });

  it("cuts a hung call at its timeout, and the worker restarts instead of freezing", async () => {
    const hung = await hungServer();
    const outbox = createSupabaseOutbox(client(hung.url), 300);
    const started = Date.now();
    await expect(outbox.claim(10, 1_000, both)).rejects.toThrow(
      "lead_outbox_claim timed out after 300 ms",
    );
    expect(Date.now() - started).toBeLessThan(1_500);

    const logs: string[] = [];
    const worker = superviseOutbox({
      openStore: async () => outbox,
      channels: { log: { send: async () => {} } },
      retry: { baseMs: 100, maxMs: 100, forMs: 1_000 },
      pollMs: 50,
      restart: { baseMs: 100, maxMs: 100 },
      log: { info: (line) => logs.push(line), error: (line) => logs.push(line) },
    });
    const restarts = () => logs.filter((line) => line.includes("lead_outbox_restart"));
    while (restarts().length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.status()).toMatchObject({ state: "restarting", lastFailure: "TimeoutError" });
    expect(restarts()[0]).toContain("lead_outbox_set_channels timed out after 300 ms");
    const stopping = Date.now();
    await worker.stop(1_000);
    expect(Date.now() - stopping).toBeLessThan(1_000);
    await hung.close();
  });
});
