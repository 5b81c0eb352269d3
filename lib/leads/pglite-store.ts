import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { onShutdown } from "@/lib/shutdown";
import { applyMigrations } from "./migrations";
import { submitLeadParams, toSubmitResult, type LeadRecord, type LeadStore } from "./store";

/** Where the embedded database keeps its files inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

// Next can load this module more than once per process; the database must be opened only once.
const instanceKey = Symbol.for("lake-country.leads.pglite");
type WithInstance = typeof globalThis & { [instanceKey]?: Promise<PGlite> };

/** The process's one embedded database, opened and migrated on first use. */
export function embeddedDatabase(dataDir: string): Promise<PGlite> {
  const holder = globalThis as WithInstance;
  holder[instanceKey] ??= openDatabase(embeddedDatabaseDir(dataDir)).catch((error: unknown) => {
    holder[instanceKey] = undefined; // let the next submission try again
    throw error;
  });
  return holder[instanceKey];
}

async function openDatabase(dir: string): Promise<PGlite> {
  await mkdir(dir, { recursive: true });
  // Names the process that holds the database (PGlite is single-process), so
  // `npm run leads:outbox -- --retry` can refuse to write while the server runs.
  await writeFile(path.join(dir, "..", "pglite.pid"), `${process.pid}\n`);
  const db = await PGlite.create(dir);
  // Closed after the server has drained and the outbox worker has stopped (lower orders first).
  onShutdown("lead-store", () => db.close(), 100);
  await applyMigrations(db);
  return db;
}

const submitSql = `select public.submit_lead($1, $2, $3, $4, $5, $6::jsonb, $7, $8::uuid) as result`;

/** A store over an embedded database; `submit_lead` runs as `anon`, exactly as on Supabase. */
export function createPgliteStore(database: PGlite | Promise<PGlite>): LeadStore {
  return {
    name: "pglite",
    async submit(lead: LeadRecord) {
      const db = await database;
      const params = submitLeadParams(lead);
      return db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        const { rows } = await tx.query<{ result: unknown }>(submitSql, [
          params.p_kind,
          params.p_name,
          params.p_email,
          params.p_phone,
          params.p_business_name,
          JSON.stringify(params.p_payload),
          params.p_address_hash,
          params.p_idempotency_key,
        ]);
        return toSubmitResult(rows[0]?.result);
      });
    },
  };
}
