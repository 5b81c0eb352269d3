import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ownPort, removeDir, tempDataDir } from "./support/lead-rows";
import { startProcess, stopProcess, waitForServer } from "./support/server-process.mjs";
import { supabaseSiteUrl } from "./support/servers";

test("/healthz and /readyz answer uncached, outside the location gate, and not in the sitemap", async ({
  request,
}) => {
  // A restricted address (GB) behind the trusted proxy: the gate would answer 451 for a page.
  const restricted = { "X-Forwarded-For": "81.2.69.142" };
  expect((await request.get("/about", { headers: restricted })).status()).toBe(451);

  const alive = await request.get("/healthz", { headers: restricted });
  expect(alive.status()).toBe(200);
  expect(alive.headers()["cache-control"]).toBe("no-store");
  expect(await alive.json()).toEqual({ status: "alive" });

  const ready = await request.get("/readyz", { headers: restricted });
  expect(ready.status(), await ready.text()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  expect(await ready.json()).toMatchObject({
    ready: true,
    status: "ready",
    store: { ok: true },
    delivery: { worker: "running", restarts: 0, channels: ["log"] },
    backlog: { failed: 0 },
    modes: { store: "pglite", geoGate: "embedded" },
  });

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toMatch(/healthz|readyz/);
});

test("in Supabase mode readiness names the modes and never a setting's value", async ({
  request,
}) => {
  const ready = await request.get(`${supabaseSiteUrl()}/readyz`);
  const text = await ready.text();
  expect(ready.status(), text).toBe(200);
  expect(JSON.parse(text)).toMatchObject({ modes: { store: "supabase", geoGate: "supabase" } });
  expect(text).not.toContain("stand-in-anon-key");
  expect(text).not.toContain("127.0.0.1");
});

test("an instance whose lead store cannot answer still serves, is ready, and says so", async () => {
  test.setTimeout(420_000);
  const dir = tempDataDir("not-ready");
  // DATA_DIR is a plain file: the embedded database cannot be created under it.
  const file = path.join(dir, "not-a-directory");
  writeFileSync(file, "");
  const embedded = startProcess({
    args: ["server.mjs"],
    port: ownPort(1),
    env: { DATA_DIR: file },
  });
  // Supabase configured at a server that takes every request and never answers.
  const hung = createServer(() => {}).listen(ownPort(8), "127.0.0.1");
  const supabase = startProcess({
    args: ["server.mjs"],
    port: ownPort(2),
    env: {
      DATA_DIR: dir,
      SUPABASE_URL: `http://127.0.0.1:${ownPort(8)}`,
      SUPABASE_ANON_KEY: "x".repeat(40),
      SUPABASE_SERVICE_ROLE_KEY: "s".repeat(40),
      GEO_GATE: "off", // the location function would hang too; this test is about the store
    },
  });
  try {
    for (const server of [embedded, supabase]) {
      await waitForServer(server);
      const started = Date.now();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/about`)).status).toBe(200); // every page is static
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status, server.output()).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000); // the store's time limit is 1.5 s
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toMatchObject({
        ready: true,
        status: "ready",
        store: { ok: false },
        backlog: null,
      });
    }
  } finally {
    await Promise.all([stopProcess(embedded), stopProcess(supabase)]);
    hung.closeAllConnections();
    hung.close();
    removeDir(dir);
  }
});
