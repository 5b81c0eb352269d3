import { randomUUID } from "node:crypto";
import type { Pool } from "pg";
import { startPostgres, type Postgres } from "@/e2e/support/postgres.cjs";
import { asRole } from "@/e2e/support/supabase-stand-in.cjs";

// The Supabase SQL (every migration) on a real PostgreSQL, as PostgREST calls it: connected as
// authenticator, one transaction per call under `set local role`. Unlike PGlite, which runs one
// query at a time, these calls really run at once on separate connections.
jest.setTimeout(180_000);

let postgres: Postgres;
let owner: Pool;
const pools: Pool[] = [];
/** A pool of PostgREST-like connections; `max` 1 pins a worker to one connection. */
const api = (max: number) => {
  const pool = postgres.pool("authenticator", max);
  pools.push(pool);
  return pool;
};

beforeAll(async () => {
  postgres = await startPostgres();
  owner = postgres.pool();
}, 120_000);
beforeEach(async () => {
  await owner.query("truncate public.leads cascade");
  await owner.query("select public.lead_outbox_set_channels(array['email', 'webhook'])");
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});
afterAll(async () => {
  await owner?.end();
  await postgres?.stop();
});

const submitSql =
  "select public.submit_lead($1, $2, $3, $4, $5, $6::jsonb, $7, $8::uuid) as result";
const submit = (pool: Pool, addressHash: string | null, key: string = randomUUID()) =>
  asRole<{ result: string }>(pool, "anon", {
    sql: submitSql,
    values: ["contact", "Dana", "dana@example.com", null, null, "{}", addressHash, key],
  }).then(({ rows }) => rows[0]?.result);

const tally = (results: (string | undefined)[]) =>
  results.reduce<Record<string, number>>(
    (counts, result) => ({ ...counts, [String(result)]: (counts[String(result)] ?? 0) + 1 }),
    {},
  );
const count = async (where = "true") =>
  (await owner.query<{ n: number }>(`select count(*)::int as n from public.leads where ${where}`))
    .rows[0]?.n;

describe("the Supabase SQL on PostgreSQL", () => {
  it("lets anon only submit (and ask the limits first): no other function, no table, no sequence; authenticated nothing", async () => {
    const granted = await owner.query<{ role: string; kind: string; name: string }>(`
      select r.role, 'function' as kind, p.proname as name
        from pg_catalog.pg_proc p, unnest(array['anon', 'authenticated']) r(role)
       where p.pronamespace = 'public'::regnamespace
         and pg_catalog.has_function_privilege(r.role, p.oid, 'execute')
      union all
      select r.role, 'table', c.relname
        from pg_catalog.pg_class c, unnest(array['anon', 'authenticated']) r(role)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm')
         and pg_catalog.has_table_privilege(r.role, c.oid,
               'select, insert, update, delete, truncate, references, trigger')
      union all
      select r.role, 'sequence', c.relname
        from pg_catalog.pg_class c, unnest(array['anon', 'authenticated']) r(role)
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
         and pg_catalog.has_sequence_privilege(r.role, c.oid, 'usage, select, update')
       order by 1, 2, 3`);
    expect(granted.rows).toEqual([
      { role: "anon", kind: "function", name: "lead_rate_check" },
      { role: "anon", kind: "function", name: "submit_lead" },
      { role: "anon", kind: "function", name: "submit_statement_lead" },
    ]);

    const pool = api(2);
    expect(await submit(pool, null)).toBe("stored");
    for (const sql of [
      "select * from public.leads",
      "select * from public.lead_files",
      `select * from public.lead_file_get('${randomUUID()}')`,
      "select * from public.lead_files_expire(now(), 10)",
      "insert into public.leads (kind, name, email, idempotency_key) values ('contact', 'x', 'x@y.z', gen_random_uuid())",
      "select * from public.lead_outbox_claim(10, 1000, array['email'])",
      "select public.lead_outbox_requeue(null)",
      "update public.lead_settings set per_address_limit = 1000",
    ]) {
      await expect(asRole(pool, "anon", { sql })).rejects.toThrow(/permission denied/);
    }
    const lead = ["contact", "x", "x@y.z", null, null, "{}", null, randomUUID()];
    await expect(asRole(pool, "authenticated", { sql: submitSql, values: lead })).rejects.toThrow(
      /permission denied/,
    );
    // The worker's role runs the outbox, and cannot submit.
    await expect(
      asRole(pool, "service_role", { sql: "select * from public.lead_outbox_stats()" }),
    ).resolves.toMatchObject({ rows: [{ pending: 2 }] });
    await expect(asRole(pool, "service_role", { sql: submitSql, values: lead })).rejects.toThrow(
      /permission denied/,
    );
  });

  it("stores exactly the per-address limit of 30 concurrent posts from one address", async () => {
    const pool = api(30);
    const address = "a".repeat(64);
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(pool, address)));
    expect(tally(results)).toEqual({ stored: 5, rate_limited: 25 });
    expect(await count(`address_hash = '${address}'`)).toBe(5);
  });

  it("stores exactly the global limit of 40 concurrent posts from 40 addresses", async () => {
    const pool = api(40);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => submit(pool, n.toString(16).padStart(64, "0"))),
    );
    expect(tally(results)).toEqual({ stored: 30, busy: 10 });
    expect(await count()).toBe(30);
  });

  it("stores one of 10 concurrent posts with one idempotency key", async () => {
    const pool = api(10);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(pool, null, key)));
    expect(tally(results)).toEqual({ stored: 1, duplicate: 9 });
    expect(await count(`idempotency_key = '${key}'`)).toBe(1);
  });

  it("drains 600 deliveries with 6 workers on 6 connections, each claimed and completed once", async () => {
    // 300 leads with an email and a webhook delivery each, written as their owner.
    await owner.query(`
      with l as (
        insert into public.leads (kind, name, email, idempotency_key)
        select 'contact', 'Lead ' || n, 'lead' || n || '@example.com', gen_random_uuid()
          from generate_series(1, 300) n
        returning id
      )
      insert into public.lead_deliveries (lead_id, channel)
      select l.id, c.channel from l, (values ('email'), ('webhook')) c(channel)`);
    const claims: { id: number; worker: number }[] = [];
    const completed: boolean[] = [];
    const worker = async (n: number) => {
      const connection = api(1); // one connection per worker, as one per instance
      for (;;) {
        const { rows } = await asRole<{ delivery_id: string; lease_token: string }>(
          connection,
          "service_role",
          {
            sql: "select * from public.lead_outbox_claim(10, 60000, array['email', 'webhook'])",
          },
        );
        if (rows.length === 0) return;
        for (const row of rows) {
          claims.push({ id: Number(row.delivery_id), worker: n });
          const done = await asRole<{ ok: boolean }>(connection, "service_role", {
            sql: "select public.lead_outbox_complete($1, $2::uuid) as ok",
            values: [row.delivery_id, row.lease_token],
          });
          completed.push(done.rows[0]?.ok === true);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));
    const seconds = (performance.now() - started) / 1000;

    expect(claims).toHaveLength(600);
    expect(new Set(claims.map((claim) => claim.id)).size).toBe(600);
    expect(completed.every(Boolean)).toBe(true);
    const perWorker = Object.values(tally(claims.map((claim) => String(claim.worker))));
    expect(perWorker).toHaveLength(6); // every worker took a share
    const rows = await owner.query<{ status: string; attempts: number; n: number }>(
      "select status, attempts, count(*)::int as n from public.lead_deliveries group by 1, 2",
    );
    expect(rows.rows).toEqual([{ status: "sent", attempts: 1, n: 600 }]);
    console.info(
      `[postgres] 6 workers drained 600 deliveries in ${seconds.toFixed(2)} s ` +
        `(${Math.round(600 / seconds)} per second; per worker ${perWorker.sort().join(", ")})`,
    );
  });

  it("re-claims a row whose lease expired, and the stale token can no longer complete it", async () => {
    expect(await submit(api(1), null)).toBe("stored");
    const [first, second] = [api(1), api(1)];
    const claim = (pool: Pool, leaseMs: number) =>
      asRole<{ delivery_id: string; lease_token: string; attempts: number }>(pool, "service_role", {
        sql: "select * from public.lead_outbox_claim(1, $1, array['email'])",
        values: [leaseMs],
      }).then(({ rows }) => rows[0]);
    const stale = await claim(first, 200);
    expect(stale?.attempts).toBe(1);
    expect(await claim(second, 60_000)).toBeUndefined(); // leased
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fresh = await claim(second, 60_000);
    expect(fresh).toMatchObject({ delivery_id: stale?.delivery_id, attempts: 2 });
    const asService = (sql: string, values: unknown[]) =>
      asRole<{ v: unknown }>(first, "service_role", { sql, values }).then(({ rows }) => rows[0]?.v);
    const complete = "select public.lead_outbox_complete($1, $2::uuid) as v";
    const reschedule = "select public.lead_outbox_reschedule($1, $2::uuid, 'late', 0, 0) as v";
    expect(await asService(complete, [stale?.delivery_id, stale?.lease_token])).toBe(false);
    expect(await asService(reschedule, [stale?.delivery_id, stale?.lease_token])).toBe("lost");
    expect(await asService(complete, [fresh?.delivery_id, fresh?.lease_token])).toBe(true);
    const { rows } = await owner.query("select status from public.lead_deliveries where id = $1", [
      fresh?.delivery_id,
    ]);
    expect(rows).toEqual([{ status: "sent" }]);
  });
});
