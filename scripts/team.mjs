#!/usr/bin/env node
// The team workspace's members (/team, passkey sign-in):
//   npm run team:invite -- name@example.com [--name "Jane Doe"]   prints a one-time enrolment link
//   npm run team:list                                              members, passkeys, last sign-in
//   npm run team:remove -- name@example.com                        ends their passkeys and sessions
// The link works once, for 30 minutes, and is emailed too when SMTP_URL is set. Embedded store
// (DATA_DIR, default .data): the running server does it, asked over DATA_DIR/control.sock; with no
// server running, this process opens the store itself. Supabase (SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY): this process calls the service-role functions.
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { askServer } from "../lib/leads/embedded/control-client.mjs";
import { importTs, root } from "./load-ts.mjs";

const command = process.argv[2];
process.on("uncaughtException", (error) => {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
nextEnv.loadEnvConfig(root);
const usage = {
  "team:invite": 'Usage: npm run team:invite -- name@example.com [--name "Jane Doe"]',
  "team:list": "Usage: npm run team:list",
  "team:remove": "Usage: npm run team:remove -- name@example.com",
};
if (!Object.hasOwn(usage, command)) {
  console.error(Object.values(usage).join("\n"));
  process.exit(2);
}
const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  options: { name: { type: "string" } },
  allowPositionals: true,
});
const email = positionals[0];
if ((command !== "team:list" && !email) || positionals.length > 1) {
  console.error(usage[command]);
  process.exit(2);
}
const args = { ...(email ? { email } : {}), ...(values.name ? { name: values.name } : {}) };

let answer = process.env.SUPABASE_URL
  ? undefined
  : await askServer(process.env.DATA_DIR || ".data", command, args);
if (answer === undefined) {
  const { runTeamCommandHere } = await importTs("lib/team/run-here.ts");
  answer = JSON.parse(JSON.stringify(await runTeamCommandHere(command, args)));
}

if (command === "team:invite") {
  console.log(`Enrolment link for ${answer.email} (works once, until ${answer.expiresAt}):`);
  console.log(`  ${answer.link}`);
  if (answer.emailed) console.log(`Emailed to ${answer.email} as well.`);
  if (answer.mailError)
    console.error(`It could not be emailed (${answer.mailError}): send it yourself.`);
} else if (command === "team:list") {
  if (answer.length === 0) console.log("No team members yet: npm run team:invite -- <email>");
  for (const m of answer) {
    const last = m.last_sign_in ? `last sign-in ${m.last_sign_in}` : "never signed in";
    console.log(`${m.email}${m.name ? ` (${m.name})` : ""}: ${m.passkeys} passkey(s), ${last}`);
  }
} else {
  console.log(answer.removed ? `Removed ${email}: their sessions ended.` : `No member ${email}.`);
  if (!answer.removed) process.exit(1);
}
