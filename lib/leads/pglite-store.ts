import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { withDeadline } from "@/lib/deadline";
import { onShutdown } from "@/lib/shutdown";
import { listenForCommands } from "./embedded/control-server";
import { holdDatabase } from "./embedded/lock.mjs";
import { embeddedStartParams, initDataDirElsewhere } from "./embedded/memory";
import { quietErrors } from "./embedded/quiet-errors";
import { applyMigrations } from "./migrations";
import {
  submitLeadParams,
  submitStatementParams,
  submitTimeoutMs,
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
  const dataDir = path.dirname(dir);
  await mkdir(dir, { recursive: true });
  // PGlite is single-process: a script that has the folder open (no server was running when it
  // started) holds DATA_DIR/pglite.pid, and this open fails until it is done.
  const release = await holdDatabase(dataDir);
  let db: PGlite | undefined;
  try {
    await initDataDirElsewhere(dir);
    // Its errors never carry a statement's values into a log (tokens' hashes, keys, a lead's data).
    db = quietErrors(await PGlite.create(dir, { startParams: embeddedStartParams }));
    await applyMigrations(db);
  } catch (error) {
    await db?.close().catch(() => {});
    await release();
    throw error;
  }
  const open = db;
  // Closed after the server has drained and the outbox worker has stopped (lower orders first).
  onShutdown("lead-store", () => open.close().finally(release), 100);
  // Scripts run their reads and writes in here while the server runs (lib/leads/embedded/).
  const stopListening = await listenForCommands(open, dataDir).catch((error: unknown) => {
    console.error("Scripts cannot reach the embedded store (DATA_DIR/control.sock):", error);
    return null;
  });
  if (stopListening) onShutdown("lead-store-commands", stopListening, 90);
  return open;
}

const submitSql = `select public.submit_lead($1, $2, $3, $4, $5, $6::jsonb, $7, $8::uuid) as result`;
const submitStatementSql = `select public.submit_statement_lead($1, $2, $3, $4, $5::jsonb, $6, $7::uuid, $8::jsonb) as result`;
const rateCheckSql = `select public.lead_rate_check($1) as result`;

/**
 * A store over an embedded database; its functions run as `anon`, exactly as on Supabase. A
 * call (not the first open, which can take seconds) has the same deadline as on Supabase.
 */
export function createPgliteStore(
  database: PGlite | Promise<PGlite>,
  timeoutMs = submitTimeoutMs,
): LeadStore {
  const asAnon = async (what: string, sql: string, params: unknown[]) => {
    const db = await database;
    return withDeadline(what, timeoutMs, () =>
      db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        const { rows } = await tx.query<{ result: unknown }>(sql, params);
        return rows[0]?.result;
      }),
    );
  };
  return {
    name: "pglite",
    async submit(lead: LeadRecord) {
      const p = submitLeadParams(lead);
      return toSubmitResult(
        await asAnon("submit_lead", submitSql, [
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
        await asAnon("submit_statement_lead", submitStatementSql, [
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
      return toRateCheckResult(await asAnon("lead_rate_check", rateCheckSql, [addressHash]));
    },
  };
}
