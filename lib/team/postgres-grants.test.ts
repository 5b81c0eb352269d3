import type { Pool } from "pg";
import { startPostgres, type Postgres } from "@/e2e/support/postgres.cjs";
import { asRole } from "@/e2e/support/supabase-stand-in.cjs";

// The team workspace's SQL on a real PostgreSQL with every migration, called as PostgREST does
// (connected as authenticator, `set local role` per call): the service role reaches the team's
// functions; anon and authenticated reach no team table, sequence or function.
jest.setTimeout(180_000);

let postgres: Postgres;
let owner: Pool;
let api: Pool;

beforeAll(async () => {
  postgres = await startPostgres();
  owner = postgres.pool();
  api = postgres.pool("authenticator", 2);
}, 120_000);
afterAll(async () => {
  await api?.end();
  await owner?.end();
  await postgres?.stop();
});

const teamTables = [
  "team_members",
  "team_invites",
  "team_credentials",
  "team_challenges",
  "team_sessions",
  "lead_reviews",
  "team_downloads",
];

describe("the team tables on PostgreSQL", () => {
  it("give anon and authenticated nothing: no table, sequence or team function", async () => {
    const granted = await owner.query<{ role: string; name: string }>(
      `
      select r.role, c.relname as name
        from pg_catalog.pg_class c, unnest(array['anon', 'authenticated']) r(role)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'S')
         and (c.relname = any($1) or c.relname like 'team\\_%')
         and (pg_catalog.has_table_privilege(r.role, c.oid,
                'select, insert, update, delete, truncate, references, trigger')
              or (c.relkind = 'S' and pg_catalog.has_sequence_privilege(r.role, c.oid, 'usage, select, update')))
      union all
      select r.role, p.proname
        from pg_catalog.pg_proc p, unnest(array['anon', 'authenticated']) r(role)
       where p.pronamespace = 'public'::regnamespace
         and (p.proname like 'team\\_%' or p.proname = 'data_retention_team')
         and pg_catalog.has_function_privilege(r.role, p.oid, 'execute')`,
      [teamTables],
    );
    expect(granted.rows).toEqual([]);
    const rls = await owner.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_catalog.pg_class where relname = any($1) order by 1",
      [teamTables],
    );
    expect(rls.rows).toHaveLength(teamTables.length);
    expect(rls.rows.every((row) => row.relrowsecurity)).toBe(true);
  });

  it("refuses anon and authenticated at the door, and lets service_role invite and list", async () => {
    const invite = {
      sql: "select * from public.team_invite($1, $2, $3, $4)",
      values: ["Jane@Example.com", "Jane", "a".repeat(64), new Date(Date.now() + 60_000)],
    };
    for (const role of ["anon", "authenticated"]) {
      await expect(asRole(api, role, invite)).rejects.toThrow(/permission denied/);
      await expect(
        asRole(api, role, { sql: "select * from public.team_sessions" }),
      ).rejects.toThrow(/permission denied/);
    }
    const { rows } = await asRole(api, "service_role", invite);
    expect(rows[0]).toMatchObject({ email: "jane@example.com", name: "Jane" });
    const listed = await asRole(api, "service_role", {
      sql: "select * from public.team_members_list()",
    });
    expect(listed.rows).toEqual([
      expect.objectContaining({ email: "jane@example.com", passkeys: 0 }),
    ]);
  });
});
