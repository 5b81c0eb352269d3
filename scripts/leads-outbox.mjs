#!/usr/bin/env node
// Lists pending and failed lead deliveries, and re-queues failed ones:
//   npm run leads:outbox                 list (kind, lead id, channel, attempts, last error)
//   npm run leads:outbox -- --retry ID   re-queue one failed delivery; --retry all: every one
// Source: Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (the outbox functions
// are service_role only), else the embedded PGlite database in DATA_DIR (default .data): inside
// the running server, through DATA_DIR/control.sock, or on the folder when no server runs.
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { runEmbeddedCommand } from "../lib/leads/embedded/control-client.mjs";

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

async function embedded(dataDir, command, args) {
  const result = await runEmbeddedCommand(dataDir, command, args);
  if (result === null)
    console.error(`leads:outbox: no embedded database in ${dataDir}; no leads yet.`);
  return result;
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
      : await embedded(DATA_DIR || ".data", "outbox.requeue", { id: retry });
    console.log(`Re-queued ${count ?? 0} failed ${count === 1 ? "delivery" : "deliveries"}.`);
    if (retry !== null && !count) process.exitCode = 1;
    return;
  }
  const rows = remote
    ? await rpc(await supabase(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY), "lead_outbox_list", {
        p_limit: 1000,
      })
    : await embedded(DATA_DIR || ".data", "outbox.list", { limit: 1000 });
  print(rows ?? []);
}

main().catch((error) => {
  console.error(`leads:outbox failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
