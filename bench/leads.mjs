#!/usr/bin/env node
// `npm run bench:leads`: lead submissions per second with notifications on (SMTP and a signed
// webhook, to real receivers on loopback) against the same build with them off (the log
// channel), alternating, in one run. Each post is what the no-JS contact form sends to its
// Server Action, from its own visitor address behind a trusted proxy. Every server gets a fresh
// DATA_DIR whose caps (public.lead_settings) are raised first; afterwards the database is read
// to check that every accepted post was stored and every delivery was sent.
// Target: notifications cost at most 10% of submission throughput.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startMailbox, startWebhookReceiver, until } from "../e2e/support/delivery-stand-in.cjs";
import { startServer } from "../e2e/support/server-process.mjs";
import { withEmbeddedDatabase } from "../lib/leads/embedded/control-client.mjs";

const seconds = Number(process.env.LEADS_BENCH_SECONDS ?? 10);
const rounds = Number(process.env.LEADS_BENCH_ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3960);
const connections = 8;
const secret = "bench-webhook-secret-0123456789abcdef-0123";

/** The contact form's hidden Server Action fields, read from the page as a no-JS browser gets it. */
async function actionFields(url) {
  const html = await (await fetch(`${url}/contact`)).text();
  const form = /<form[^>]*aria-label="Contact form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error("No contact form on /contact");
  const hidden = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((tag) => [
    /name="([^"]*)"/.exec(tag[0])?.[1],
    (/value="([^"]*)"/.exec(tag[0])?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
  return hidden.filter(([name]) => name);
}

function multipart(fields, boundary) {
  return (
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-bench-leads-"));
  const serverEnv = { TRUST_PROXY: "1", DATA_DIR: dataDir, LEADS_OUTBOX_POLL_MS: "1000", ...env };
  // First start migrates the database; then the caps are raised while no server holds it.
  let server = await startServer({ port, env: serverEnv });
  await server.stop();
  await withEmbeddedDatabase(dataDir, (db) =>
    db.exec("update public.lead_settings set global_limit = 1000000, per_address_limit = 1000000"),
  );
  server = await startServer({ port, env: serverEnv });
  try {
    const hidden = await actionFields(server.url);
    const boundary = "----lcmsbench";
    let next = 0;
    const options = {
      url: `${server.url}/contact`,
      method: "POST",
      connections,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        origin: server.url,
        referer: `${server.url}/contact?utm_source=bench`,
      },
      requests: [
        {
          setupRequest: (request) => {
            const n = next++;
            const body = multipart(
              [
                ...hidden,
                ["name", "Bench Visitor"],
                ["email", `bench-${n}@example.com`],
                ["topic", "quote"],
                ["message", "We take about $30,000 a month in cards and would like a quote."],
              ],
              boundary,
            );
            const address = `fd00:bench:${(n >> 16) & 0xffff}::${(n & 0xffff).toString(16)}`;
            return {
              ...request,
              body,
              headers: { ...request.headers, "x-forwarded-for": address },
            };
          },
        },
      ],
    };
    const probe = await fetch(options.url, {
      method: "POST",
      headers: { ...options.headers, "x-forwarded-for": "fd00:bench:ffff::1" },
      body: multipart(
        [
          ...hidden,
          ["name", "Probe"],
          ["email", "probe@example.com"],
          ["topic", "quote"],
          ["message", "A probe that must be stored."],
        ],
        boundary,
      ),
    });
    if (!(await probe.text()).includes("your message is with us"))
      throw new Error(
        "the probe post was not accepted: is the form's Server Action still posted this way?",
      );
    const warm = await autocannon({ ...options, duration: 2 }); // JIT, caches, database pages
    const result = await autocannon({ ...options, duration: seconds });
    const run = {
      label,
      submissionsPerSecond: Math.round(result.requests.average * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx + warm.non2xx + warm.errors,
      // Posts answered 200 in all (probe, warm-up, measurement); a post cut off at the end of the
      // warm-up or of the measurement may still be stored: up to `connections` more for each.
      accepted: 1 + warm["2xx"] + result["2xx"],
    };
    return { run, dataDir, server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Waits for the outbox to drain, stops the server, and reads what it stored and sent. */
async function settle({ run, dataDir, server }, receivers) {
  if (receivers) {
    const arrived = () =>
      Math.min(receivers.mailbox.messages.length, receivers.webhook.deliveries.length);
    await until(() => arrived() >= run.accepted, {
      timeoutMs: 120_000,
      what: "every delivery",
    }).catch(() => {});
    // Posts cut off at the end may have been stored too: wait until nothing more arrives.
    let seen = -1;
    await until(
      async () => {
        const settled = seen === arrived();
        seen = arrived();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return settled;
      },
      { timeoutMs: 30_000, what: "deliveries to settle" },
    ).catch(() => {});
  }
  await server.stop();
  const counts = await withEmbeddedDatabase(dataDir, async (db) => ({
    stored: (await db.query("select count(*)::int as n from public.leads")).rows[0].n,
    deliveries: Object.fromEntries(
      (
        await db.query(
          "select channel || ':' || status as k, count(*)::int as n from public.lead_deliveries group by 1 order by 1",
        )
      ).rows.map((r) => [r.k, r.n]),
    ),
  }));
  rmSync(dataDir, { recursive: true, force: true });
  return { ...run, ...counts };
}

const mailbox = await startMailbox();
const webhook = await startWebhookReceiver({ secret });
const on = {
  SMTP_URL: mailbox.url,
  LEADS_NOTIFY_TO: "sales@lakecountry.test",
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_WEBHOOK_SECRET: secret,
};
console.log(
  `autocannon, ${connections} connections, ${seconds} s per run, ${rounds} round(s), POST /contact (no-JS Server Action)`,
);
const runs = [];
for (let round = 0; round < rounds; round++) {
  for (const [label, env] of [
    ["off", {}],
    ["on", on],
  ]) {
    mailbox.messages.length = 0;
    webhook.deliveries.length = 0;
    const measured = await measure(label, env);
    const result = await settle(measured, label === "on" ? { mailbox, webhook } : null);
    Object.assign(
      result,
      label === "on"
        ? { emails: mailbox.messages.length, webhooks: webhook.deliveries.length }
        : {},
    );
    runs.push(result);
    console.log(
      `  ${label.padEnd(4)} ${String(result.submissionsPerSecond).padStart(7)} submissions/s   p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms   stored ${result.stored} (accepted ${result.accepted})   ${JSON.stringify(result.deliveries)}${label === "on" ? `   emails ${result.emails} webhooks ${result.webhooks}` : ""}`,
    );
  }
}
await mailbox.close();
await webhook.close();

const mean = (label) =>
  runs.filter((r) => r.label === label).reduce((sum, r) => sum + r.submissionsPerSecond, 0) /
  rounds;
const ratio = mean("on") / mean("off");
console.log(`  on/off = ${ratio.toFixed(3)} (${((1 - ratio) * 100).toFixed(1)}% drop)`);
const misses = [];
if (ratio < 0.9) misses.push(`notifications cost ${((1 - ratio) * 100).toFixed(1)}% > 10%`);
for (const r of runs) {
  if (r.stored < r.accepted || r.stored > r.accepted + 2 * connections)
    misses.push(`${r.label}: stored ${r.stored} leads for ${r.accepted} accepted posts`);
  if (r.errors) misses.push(`${r.label}: ${r.errors} errors`);
  if (r.label === "on" && (r.emails !== r.stored || r.webhooks !== r.stored))
    misses.push(`on: ${r.emails} emails and ${r.webhooks} webhooks for ${r.stored} stored leads`);
}
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/leads-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { at: new Date().toISOString(), connections, seconds, runs, ratio, misses },
    null,
    2,
  ),
);
console.log(`Wrote ${file}`);
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exit(misses.length ? 1 : 0);
