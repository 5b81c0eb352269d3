#!/usr/bin/env node
// Prints the stored leads as CSV, newest first: `npm run leads:export -- [--kind K] [--since D]`.
//
// Source: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (the service role may
// read the table; anon may not), else the embedded PGlite database in DATA_DIR (default .data):
// while the server runs, a consistent snapshot it dumps (lib/leads/embedded/), else the folder.
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { readEmbedded } from "../lib/leads/embedded/control-client.mjs";

// The same list as leadKinds in lib/leads/definition.ts (this script runs without a TS loader);
// scripts/leads-export.test.ts fails when the two differ.
const kinds = ["contact", "application", "referral", "download", "statement"];
const columns = [
  "created_at",
  "kind",
  "name",
  "email",
  "phone",
  "business_name",
  "details",
  "idempotency_key",
];
const usage = `Usage: npm run leads:export -- [--kind ${kinds.join("|")}] [--since YYYY-MM-DD] > leads.csv`;

/** One CSV cell (RFC 4180), with spreadsheet formulas neutralised by a leading apostrophe. */
function csvCell(value) {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { kind: { type: "string" }, since: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.kind && !kinds.includes(values.kind))
    fail(`--kind must be one of ${kinds.join(", ")}`);
  const since = values.since ? new Date(values.since) : null;
  if (since && Number.isNaN(since.getTime())) fail("--since must be a date such as 2026-11-01");
  return { kind: values.kind ?? null, since };
}

function fail(message) {
  console.error(`leads:export: ${message}\n${usage}`);
  process.exit(2);
}

async function fromSupabase(url, serviceKey, { kind, since }) {
  const { createClient } = await import("@supabase/supabase-js");
  const client = createClient(url, serviceKey, { auth: { persistSession: false } });
  const rows = [];
  for (let from = 0; ; from += 1000) {
    let query = client.from("leads").select(columns.join(",").replace("details", "payload"));
    if (kind) query = query.eq("kind", kind);
    if (since) query = query.gte("created_at", since.toISOString());
    const { data, error } = await query
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, from + 999);
    if (error) throw new Error(`Supabase: ${error.message}`);
    rows.push(...data);
    if (data.length < 1000) return rows;
  }
}

async function fromEmbedded(dataDir, { kind, since }) {
  const rows = await readEmbedded(dataDir, async (db) => {
    const table = await db.query("select to_regclass('public.leads') is not null as present");
    if (!table.rows[0]?.present) return [];
    const { rows } = await db.query(
      `select created_at, kind, name, email, phone, business_name, payload, idempotency_key
         from public.leads
        where ($1::text is null or kind = $1) and ($2::timestamptz is null or created_at >= $2)
        order by created_at desc, id desc`,
      [kind, since?.toISOString() ?? null],
    );
    return rows;
  });
  if (rows === null)
    console.error(`leads:export: no embedded database in ${dataDir}; no leads yet.`);
  return rows ?? [];
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, DATA_DIR } = process.env;
  const rows =
    SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY
      ? await fromSupabase(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, options)
      : await fromEmbedded(DATA_DIR || ".data", options);
  const lines = [columns.join(",")];
  for (const row of rows) {
    const createdAt = new Date(row.created_at).toISOString();
    const cells = [createdAt, row.kind, row.name, row.email, row.phone, row.business_name];
    lines.push([...cells, row.payload, row.idempotency_key].map(csvCell).join(","));
  }
  process.stdout.write(`${lines.join("\r\n")}\r\n`);
}

main().catch((error) => {
  console.error(`leads:export failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
