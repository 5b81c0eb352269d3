#!/usr/bin/env node
// Deletes what has passed its retention period now (lib/retention/periods.ts), as the server
// does at start and daily:
//   npm run data:retention              delete, and print what was deleted (counts only)
//   npm run data:retention -- --dry-run  print what would be deleted, delete nothing
//   npm run data:retention -- --dry-run --as-of 2027-01-31   what a run on that day would delete
// Embedded store (DATA_DIR, default .data): the running server does it, asked over
// DATA_DIR/control.sock; with no server running, this process opens the store itself. Supabase
// (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set): this process calls the service-role functions.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { askServer } from "../lib/leads/embedded/control-client.mjs";
import { importTs, root } from "./load-ts.mjs";

process.on("uncaughtException", (error) => {
  console.error(`data:retention: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
nextEnv.loadEnvConfig(root);
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    "dry-run": { type: "boolean" },
    "as-of": { type: "string" },
    help: { type: "boolean" },
  },
});
const usage = "Usage: npm run data:retention -- [--dry-run [--as-of <date>]]";
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const dryRun = values["dry-run"] === true;
const asOf = values["as-of"] === undefined ? undefined : new Date(values["as-of"]);
if (asOf && (Number.isNaN(asOf.getTime()) || !dryRun)) {
  console.error(`data:retention: --as-of takes a date and goes with --dry-run only\n${usage}`);
  process.exit(2);
}

/**
 * Deletes on the period the build states, as the server does: a build inlines
 * STATEMENT_RETENTION_DAYS (next.config.ts) and records it in .next/required-server-files.json.
 * Given another value here, the environment check refuses, as it refuses to start the server.
 */
function applyBuiltStatementDays() {
  let built;
  try {
    const file = path.join(root, ".next", "required-server-files.json");
    built = JSON.parse(readFileSync(file, "utf8")).config?.env?.STATEMENT_RETENTION_DAYS;
  } catch {
    return; // not built: this process reads the setting itself
  }
  if (built === undefined) return;
  const asked = process.env.STATEMENT_RETENTION_DAYS;
  if (asked !== undefined && asked.trim() !== "" && Number(asked) !== Number(built)) {
    console.error(
      `data:retention: STATEMENT_RETENTION_DAYS is ${asked} here, but the site was built with ` +
        `${built}, which its pages state and its server deletes on; rebuild, or run without it.`,
    );
    process.exit(2);
  }
  process.env.STATEMENT_RETENTION_DAYS = built;
}

let results = process.env.SUPABASE_URL
  ? undefined
  : await askServer(process.env.DATA_DIR || ".data", "data:retention", {
      dryRun,
      asOf: asOf?.toISOString(),
    });
const where = results === undefined ? "this process" : "the running server";
if (results === undefined) {
  applyBuiltStatementDays();
  const { runRetentionHere } = await importTs("lib/retention/run-here.ts");
  results = await runRetentionHere({ dryRun, asOf });
}

const when = asOf ? ` on ${asOf.toISOString().slice(0, 10)}` : "";
console.log(`${dryRun ? `Would delete${when} (dry run)` : "Deleted"}, by ${where}:`);
for (const [job, counts] of Object.entries(results)) {
  for (const [kind, count] of Object.entries(counts)) {
    console.log(`  ${job.padEnd(16)} ${kind.padEnd(16)} ${String(count).padStart(6)}`);
  }
}
