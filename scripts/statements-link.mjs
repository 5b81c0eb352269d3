#!/usr/bin/env node
// Prints new download links for a lead's statement files that are still kept, for a team member
// whose link from the lead email has expired (links work 7 days; files are kept 30):
//   npm run statements:link -- <lead id>
// The lead id is in the lead email ("Lead id") and the webhook. Embedded store (DATA_DIR): read
// from a snapshot the running server makes, or from the folder when no server runs. Supabase
// (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY): through the service-role function. The links are
// signed with STATEMENTS_KEY (or DATA_DIR/statements-key) and point at SITE_URL; the team opens
// each and presses its button (a GET shows a page, its POST sends the file).
import nextEnv from "@next/env";
import { readEmbedded } from "../lib/leads/embedded/control-client.mjs";
import { importTs, root } from "./load-ts.mjs";

process.on("uncaughtException", (error) => {
  console.error(`statements:link: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
nextEnv.loadEnvConfig(root);
const leadId = process.argv[2];
if (!leadId || !/^[1-9]\d{0,17}$/.test(leadId)) {
  console.error("Usage: npm run statements:link -- <lead id>");
  process.exit(2);
}

const sql = "select * from public.lead_files_kept($1::bigint)";
let files;
if (process.env.SUPABASE_URL) {
  const { createClient } = await import("@supabase/supabase-js");
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new Error("SUPABASE_SERVICE_ROLE_KEY is needed to read statement files.");
  const client = createClient(process.env.SUPABASE_URL, key, { auth: { persistSession: false } });
  const { data, error } = await client.rpc("lead_files_kept", { p_lead_id: Number(leadId) });
  if (error) throw new Error(`Supabase lead_files_kept: ${error.message}`);
  files = data;
} else {
  const dataDir = process.env.DATA_DIR || ".data";
  files = (await readEmbedded(dataDir, async (db) => (await db.query(sql, [leadId])).rows)) ?? [];
}
if (files.length === 0) {
  console.log(`Lead ${leadId} has no statement files kept (deleted after 30 days, or none sent).`);
  process.exit(0);
}

const { serverEnv } = await importTs("lib/env.ts");
const { statementMasterKey } = await importTs("lib/statements/server.ts");
const { derivedKey } = await importTs("lib/statements/derived-keys.ts");
const { signDownloadLink } = await importTs("lib/statements/links.ts");
const env = serverEnv();
// The lead has files, so a missing key is refused (naming STATEMENTS_KEY), never made anew.
const key = derivedKey(await statementMasterKey(env, async () => true), "download-links");
for (const file of files) {
  const { url, expiresAt } = signDownloadLink(env.SITE_URL.replace(/\/+$/, ""), file.id, key);
  console.log(`${file.display_name} (${file.media_type}, ${file.size_bytes} bytes)`);
  console.log(`  SHA-256 ${file.sha256}`);
  console.log(`  ${url}`);
  console.log(`  works until ${expiresAt.toISOString()}`);
}
