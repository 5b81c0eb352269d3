// The steps bench/memory.mjs measures per server: the hello-world anchors, the site with its
// embedded store, and the site in Supabase mode. Each records through `run.record(label, step,
// server)` and adds its misses of issue 36's targets to `run.misses`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageRequests, upload } from "./memory-traffic.mjs";
import { startAnchor } from "../anchors.mjs";
import { startServer } from "../../e2e/support/server-process.mjs";
import { withEmbeddedDatabase } from "../../lib/leads/embedded/control-client.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both hello-world apps: idle, then after the pages. */
export async function measureAnchors(run) {
  const { port, pages, idleSeconds, probeEnv, record } = run;
  for (const withProxy of [false, true]) {
    const label = withProxy ? "hello-world + proxy" : "hello-world";
    const anchor = await startAnchor({
      withProxy,
      port: port + (withProxy ? 2 : 1),
      env: probeEnv,
    });
    try {
      await sleep(idleSeconds * 1000);
      await record(label, `idle ${idleSeconds} s after start`, anchor);
      await pageRequests(anchor.url, pages);
      await record(label, `after ${pages} pages`, anchor);
    } finally {
      await anchor.stop();
    }
  }
}

/** A first start on a new data directory; a second start idle, after the pages, the uploads. */
export async function measureEmbedded(run) {
  const { port, pages, uploads, idleSeconds, probeEnv, startArgs, record, misses, targets } = run;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-memory-data-"));
  const embeddedEnv = { ...probeEnv, TRUST_PROXY: "1", DATA_DIR: dataDir };
  try {
    let server = await startServer({ port, env: embeddedEnv, args: startArgs });
    await sleep(idleSeconds * 1000);
    await record("embedded", "first start (new data dir), idle", server);
    await server.stop();
    // The lead caps are raised while no server holds the database, as bench/uploads.mjs does.
    await withEmbeddedDatabase(dataDir, (db) =>
      db.exec(
        "update public.lead_settings set global_limit = 1000000, per_address_limit = 1000000",
      ),
    );
    server = await startServer({ port, env: embeddedEnv, args: startArgs });
    try {
      await sleep(idleSeconds * 1000);
      const idle = await record("embedded", `idle ${idleSeconds} s after start`, server);
      if (idle.rss > targets.embeddedIdleMb)
        misses.push(`embedded idle: ${idle.rss} MB > ${targets.embeddedIdleMb} MB`);
      await pageRequests(server.url, pages);
      await record("embedded", `after ${pages} pages`, server);
      let stored = 0;
      for (let n = 1; n <= uploads; n += 1) stored += (await upload(server.url, n)) ? 1 : 0;
      await sleep(2000);
      const after = await record("embedded", `+ ${uploads} uploads (${stored} stored)`, server);
      if (stored < uploads) misses.push(`embedded: ${uploads - stored} uploads not stored`);
      if (after.rss > targets.embeddedAfterMb)
        misses.push(
          `embedded after pages and uploads: ${after.rss} MB > ${targets.embeddedAfterMb} MB`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Supabase mode against a refusing URL (memory, not answers): idle, then after the pages. */
export async function measureSupabase(run) {
  const { port, pages, idleSeconds, probeEnv, probeDir, startArgs, record } = run;
  const supabaseEnv = {
    ...probeEnv,
    TRUST_PROXY: "1",
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_ANON_KEY: "a".repeat(40),
    SUPABASE_SERVICE_ROLE_KEY: "s".repeat(40),
    DATA_DIR: path.join(probeDir, "supabase-data"),
    GEO_GATE: "off",
  };
  const supabase = await startServer({ port, env: supabaseEnv, args: startArgs });
  try {
    await sleep(idleSeconds * 1000);
    await record("supabase (refusing)", `idle ${idleSeconds} s after start`, supabase);
    await pageRequests(supabase.url, pages);
    await record("supabase (refusing)", `after ${pages} pages`, supabase);
  } finally {
    await supabase.stop();
  }
}
