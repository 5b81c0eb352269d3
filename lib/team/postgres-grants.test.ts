import { createClient } from "@supabase/supabase-js";
import type { Pool } from "pg";
import {
  asRole,
  startSupabaseStandIn,
  type SupabaseStandIn,
} from "@/e2e/support/supabase-stand-in.cjs";
import { column, supabaseTeamDb } from "./db";
import { createTeamLeads } from "./leads";
import { createTeamMembers } from "./members";
import { createTeamSessions } from "./sessions";
import { tokenHash } from "./tokens";

// The team workspace's SQL on a real PostgreSQL with every migration, called as PostgREST does
// (connected as authenticator, `set local role` per call), and the workspace's own code through
// the Supabase client and a PostgREST stand-in: the service role reaches the team's functions;
// anon and authenticated reach no team table, sequence or function.
jest.setTimeout(180_000);

let standIn: SupabaseStandIn;
let owner: Pool;
let api: Pool;

beforeAll(async () => {
  standIn = await startSupabaseStandIn();
  owner = standIn.db;
  api = standIn.postgres.pool("authenticator", 2);
}, 120_000);
afterAll(async () => {
  await api?.end();
  await standIn?.close();
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

  it("runs the workspace's invites, sessions and inbox through the service-role client", async () => {
    const client = createClient(standIn.url, standIn.keys.service, {
      auth: { persistSession: false },
    });
    const db = async () => supabaseTeamDb(client);
    const members = createTeamMembers({ db, siteUrl: "https://site.example/" });
    const invited = await members.invite({ email: "Sam@Example.com", name: "Sam" });
    expect(invited.link).toMatch(/^https:\/\/site\.example\/team\/enrol#[A-Za-z0-9_-]{43}$/);
    const listed = await members.list();
    const sam = listed.find((member) => member.email === "sam@example.com");
    expect(sam).toMatchObject({ name: "Sam", passkeys: 0, last_sign_in: null });

    // A passkey stored as the enrolment step stores it (arrays and bigints through PostgREST).
    const token = invited.link.split("#")[1]!;
    const enrol = {
      p_token_hash: tokenHash(token),
      p_credential_id: "cred-0123456789abcdef",
      p_public_key: "pQECAyYgASFYIA",
      p_counter: 0,
      p_transports: ["internal", "hybrid"],
    };
    const [enrolled] = await (await db()).call("team_enrol", enrol);
    expect(column(enrolled, "member_id")).toBe(sam!.id);
    expect(await (await db()).call("team_enrol", enrol)).toEqual([]); // the invite is spent
    const [credential] = await (
      await db()
    ).call("team_credential_get", { p_id: enrol.p_credential_id });
    expect(credential).toMatchObject({ member_id: sam!.id, transports: ["internal", "hybrid"] });
    expect(await createTeamLeads(db).signInReady()).toBe(true);

    const sessions = createTeamSessions({ db });
    const session = await sessions.start(sam!.id);
    expect(await sessions.member(session)).toEqual({
      id: sam!.id,
      email: "sam@example.com",
      name: "Sam",
    });
    const stored = await owner.query("select token_hash from public.team_sessions");
    expect(stored.rows.map((row) => row.token_hash)).toEqual([tokenHash(session)]); // only a hash
    expect(await createTeamLeads(db).list({ kind: "statement" })).toEqual([]);

    expect(await members.remove("sam@example.com")).toBe(true);
    expect(await sessions.member(session)).toBeNull();
    expect(await createTeamLeads(db).signInReady()).toBe(false);

    const anon = createClient(standIn.url, standIn.keys.anon, { auth: { persistSession: false } });
    const refused = await anon.rpc("team_members_list", {});
    expect(refused.error).not.toBeNull();
  });
});
