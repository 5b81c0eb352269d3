import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { onShutdown } from "@/lib/shutdown";
import { applyMigrations } from "./migrations";
import {
  submitLeadParams,
  submitStatementParams,
  toRateCheckResult,
  toSubmitResult,
  type LeadRecord,
  type LeadStore,
} from "./store";

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
const submitStatementSql = `select public.submit_statement_lead($1, $2, $3, $4, $5::jsonb, $6, $7::uuid, $8::jsonb) as result`;
const rateCheckSql = `select public.lead_rate_check($1) as result`;

/** A store over an embedded database; its functions run as `anon`, exactly as on Supabase. */
export function createPgliteStore(database: PGlite | Promise<PGlite>): LeadStore {
  const asAnon = async (sql: string, params: unknown[]) => {
    const db = await database;
    return db.transaction(async (tx) => {
      await tx.exec("set local role anon");
      const { rows } = await tx.query<{ result: unknown }>(sql, params);
      return rows[0]?.result;
    });
  };
  return {
    name: "pglite",
    async submit(lead: LeadRecord) {
      const p = submitLeadParams(lead);
      return toSubmitResult(
        await asAnon(submitSql, [
          p.p_kind,
          p.p_name,
          p.p_email,
          p.p_phone,
          p.p_business_name,
          JSON.stringify(p.p_payload),
          p.p_address_hash,
          p.p_idempotency_key,
        ]),
      );
    },
    async submitStatement(lead, files) {
      const p = submitStatementParams(lead, files);
      return toSubmitResult(
        await asAnon(submitStatementSql, [
          p.p_name,
          p.p_email,
          p.p_phone,
          p.p_business_name,
          JSON.stringify(p.p_payload),
          p.p_address_hash,
          p.p_idempotency_key,
          JSON.stringify(p.p_files),
        ]),
      );
    },
    async rateCheck(addressHash) {
      return toRateCheckResult(await asAnon(rateCheckSql, [addressHash]));
    },
  };
}
