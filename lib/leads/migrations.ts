import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** The Supabase migrations, which the embedded store applies as well. */
export const migrationsDir = path.join(process.cwd(), "supabase", "migrations");
// Spelled out at each call so the bundler traces this one folder rather than the whole project.
const migrationFile = (file: string) => path.join(process.cwd(), "supabase", "migrations", file);

/** Roles Supabase provides and the migrations grant to; the embedded database lacks them. */
const supabaseRoles = `
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = role_name) then
      execute pg_catalog.format('create role %I nologin', role_name);
    end if;
  end loop;
end
$$;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

/**
 * Applies every migration not yet recorded, each in its own transaction, in file-name order
 * (the Supabase CLI's convention: `<version>_<name>.sql`). Safe to call at every start.
 */
export async function applyMigrations(db: PGlite): Promise<string[]> {
  await db.exec(supabaseRoles);
  const files = (await readdir(path.join(process.cwd(), "supabase", "migrations")))
    .filter((file) => file.endsWith(".sql"))
    .sort();
  const { rows } = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations",
  );
  const applied = new Set(rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (applied.has(version)) continue;
    const sql = await readFile(migrationFile(file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
        [version, rest.join("_")],
      );
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
