import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { createClient } from "@supabase/supabase-js";
import { applyMigrations } from "../migrations";
import { createPgliteStore } from "../pglite-store";
import { requireVmModules } from "../require-vm-modules";
import { createSupabaseOutbox } from "./supabase-outbox";

requireVmModules();
jest.setTimeout(60_000);

const serviceKey = "service-role-key-for-tests-0123456789";
let db: PGlite;
let server: Server;
let url: string;
const keys: string[] = [];

/**
 * The slice of PostgREST the outbox uses: POST /rest/v1/rpc/<fn> with named arguments, run on a
 * real PGlite with the migrations applied; a set-returning function answers an array.
 */
function postgrest(req: import("node:http").IncomingMessage, body: string) {
  const fn = /^\/rest\/v1\/rpc\/(lead_outbox_[a-z_]+)$/.exec(req.url ?? "")?.[1];
  if (req.method !== "POST" || !fn) return Promise.resolve({ status: 404, json: null as unknown });
  const args = Object.entries(JSON.parse(body || "{}") as Record<string, unknown>);
  const named = args.map(([name], i) => `${name} => $${i + 1}`).join(", ");
  return db
    .query<{ proretset: boolean }>("select proretset from pg_proc where proname = $1", [fn])
    .then(async ({ rows }) => {
      const values = args.map(([, value]) => value);
      if (rows[0]?.proretset) {
        return {
          status: 200,
          json: (await db.query(`select * from public.${fn}(${named})`, values)).rows,
        };
      }
      const result = await db.query<{ v: unknown }>(`select public.${fn}(${named}) as v`, values);
      return { status: 200, json: result.rows[0]?.v ?? null };
    });
}

beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      keys.push(String(req.headers.authorization));
      postgrest(req, body).then(
        ({ status, json }) =>
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json)),
        (error: Error) => res.writeHead(400).end(JSON.stringify({ message: error.message })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

describe("the Supabase outbox (supabase-js over PostgREST-style RPC)", () => {
  it("sets channels, claims with a lease, completes and reschedules with the service key", async () => {
    const outbox = createSupabaseOutbox(
      createClient(url, serviceKey, { auth: { persistSession: false } }),
    );
    await outbox.setChannels(["email", "webhook"]);
    await createPgliteStore(db).submit({
      kind: "download",
      name: "Pat",
      email: "pat@example.com",
      phone: null,
      businessName: null,
      payload: { asset: "guide" },
      addressHash: null,
      idempotencyKey: randomUUID(),
    });
    const claimed = await outbox.claim(10, 60_000);
    expect(claimed.map((row) => [row.channel, row.attempts, row.lead.kind])).toEqual([
      ["email", 1, "download"],
      ["webhook", 1, "download"],
    ]);
    expect(claimed[0]?.lead.submittedAt).toBeInstanceOf(Date);
    expect(await outbox.claim(10, 60_000)).toEqual([]);
    await expect(outbox.complete(claimed[0]!)).resolves.toBe(true);
    await expect(outbox.complete(claimed[0]!)).resolves.toBe(false);
    const retry = { error: "HTTP 500", delayMs: 0, giveUp: false };
    await expect(outbox.retry(claimed[1]!, retry)).resolves.toBe(true);
    expect((await outbox.claim(10, 60_000)).map((row) => row.id)).toEqual([claimed[1]?.id]);
    expect(new Set(keys)).toEqual(new Set([`Bearer ${serviceKey}`]));
  });

  it("surfaces a refused call as an error rather than an empty queue", async () => {
    const outbox = createSupabaseOutbox(
      createClient(`${url}/nowhere`, serviceKey, { auth: { persistSession: false } }),
    );
    await expect(outbox.claim(10, 1_000)).rejects.toThrow(/lead_outbox_claim failed/);
  });
});
