#!/usr/bin/env node
// Lists pending and failed lead deliveries, and re-queues failed ones:
//   npm run leads:outbox                 list (kind, lead id, channel, attempts, last error)
//   npm run leads:outbox -- --retry ID   re-queue one failed delivery; --retry all: every one
// Source: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (the outbox functions
// are service_role only), else the embedded PGlite database in DATA_DIR (default .data).
// PGlite is single-process: while the server holds the database, the list is read from a copy
// (like leads:export) and --retry is refused; stop the server, re-queue, start it again.
import { cp, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";

const usage = "Usage: npm run leads:outbox -- [--retry <delivery id>|all]";

function fail(message, code = 2) {
  console.error(`leads:outbox: ${message}`);
  process.exit(code);
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { retry: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.retry === undefined) return { retry: undefined };
  if (values.retry === "all") return { retry: null };
  if (!/^[1-9]\d{0,17}$/.test(values.retry)) fail(`--retry takes a delivery id or "all"\n${usage}`);
  return { retry: Number(values.retry) };
}

/** The pid of a live process that holds the embedded database, or null. */
async function serverHolding(dataDir) {
  const text = await readFile(path.resolve(dataDir, "pglite.pid"), "utf8").catch(() => "");
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}

async function withEmbedded(dataDir, write, work) {
  const source = path.resolve(dataDir, "pglite");
  if (!(await stat(source).catch(() => null))) {
    console.error(`leads:outbox: no embedded database at ${source}; no leads yet.`);
    return null;
  }
  const holder = await serverHolding(dataDir);
  if (write && holder) {
    fail(
      `the server (pid ${holder}) holds the embedded database, and PGlite allows one process. ` +
        `Stop the server, run this again, then start it. (If no server runs, delete ${path.resolve(dataDir, "pglite.pid")}.)`,
      1,
    );
  }
  // Reads go through a copy, so a running server is never disturbed.
  const snapshot = write ? null : await mkdtemp(path.join(tmpdir(), "leads-outbox-"));
  if (snapshot) await cp(source, snapshot, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(snapshot ?? source);
  try {
    const present = await db.query(
      "select to_regproc('public.lead_outbox_list') is not null as ok",
    );
    if (!present.rows[0]?.ok) return write ? 0 : [];
    return await work(db);
  } finally {
    await db.close();
    if (snapshot) await rm(snapshot, { recursive: true, force: true });
  }
}

function supabase(url, key) {
  return import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(url, key, { auth: { persistSession: false } }),
  );
}

async function rpc(client, fn, args) {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`Supabase ${fn}: ${error.message}`);
  return data;
}

function print(rows) {
  if (rows.length === 0) return console.log("No pending or failed deliveries.");
  const header = [
    "id",
    "status",
    "channel",
    "kind",
    "lead",
    "attempts",
    "next attempt",
    "last error",
  ];
  console.log(header.join("\t"));
  for (const row of rows) {
    const next = row.status === "pending" ? new Date(row.next_attempt_at).toISOString() : "-";
    const cells = [row.delivery_id, row.status, row.channel, row.kind, row.lead_id, row.attempts];
    console.log([...cells, next, (row.last_error ?? "").replace(/\s+/g, " ")].join("\t"));
  }
}

async function main() {
  const { retry } = parseOptions(process.argv.slice(2));
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, DATA_DIR } = process.env;
  const remote = SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY;
  if (retry !== undefined) {
    const count = remote
      ? await rpc(await supabase(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY), "lead_outbox_requeue", {
          p_id: retry,
        })
      : await withEmbedded(DATA_DIR || ".data", true, async (db) => {
          const { rows } = await db.query("select public.lead_outbox_requeue($1) as n", [retry]);
          return rows[0]?.n ?? 0;
        });
    console.log(`Re-queued ${count ?? 0} failed ${count === 1 ? "delivery" : "deliveries"}.`);
    if (retry !== null && !count) process.exitCode = 1;
    return;
  }
  const rows = remote
    ? await rpc(await supabase(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY), "lead_outbox_list", {
        p_limit: 1000,
      })
    : await withEmbedded(DATA_DIR || ".data", false, async (db) => {
        return (await db.query("select * from public.lead_outbox_list(1000)")).rows;
      });
  print(rows ?? []);
}

main().catch((error) => {
  console.error(`leads:outbox failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
