import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bodyDigest, PRECOMPRESSED_DIR } from "../lib/server/compression.mjs";
import { ownPort, removeDir, storedLeadKeys } from "./support/lead-rows";
import {
  contactFormFields,
  postContactLead,
  startProcess,
  stopProcess,
  waitForReady,
} from "./support/server-process.mjs";

// The container image without Docker: the standalone build copied exactly as the Dockerfile's
// runner stage copies it, started as its CMD starts it (server.mjs), then a smoke test of what
// visitors and the orchestrator need.

const standalone = path.join(".next", "standalone");

/** A response's status, headers and body as sent, not decoded as fetch would. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

test("the standalone server, laid out as in the image, serves pages, the gate, leads and health", async ({}, info) => {
  test.setTimeout(360_000);
  if (!existsSync(path.join(standalone, "server.js"))) {
    expect(process.env.CI, "CI must build with NEXT_OUTPUT=standalone").toBeFalsy();
    info.skip(true, "no standalone build: NEXT_OUTPUT=standalone npm run build");
  }
  const app = mkdtempSync(path.join(os.tmpdir(), "lake-country-image-"));
  // The Dockerfile's runner stage, COPY by COPY.
  cpSync(standalone, app, { recursive: true });
  cpSync(path.join(".next", "static"), path.join(app, ".next", "static"), { recursive: true });
  const precompressed = path.join(".next", PRECOMPRESSED_DIR);
  cpSync(precompressed, path.join(app, precompressed), { recursive: true });
  cpSync("public", path.join(app, "public"), { recursive: true });
  cpSync("server.mjs", path.join(app, "server.mjs"));
  for (const file of readdirSync(path.join("lib", "server")).filter((f) => f.endsWith(".mjs"))) {
    cpSync(path.join("lib", "server", file), path.join(app, "lib", "server", file));
  }
  const dataDir = path.join(app, "data");

  // What the store and the gate read at run time was traced into the output.
  const mmdb = "node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb";
  expect(existsSync(path.join(app, mmdb))).toBe(true);
  const migrations = readdirSync(path.join(".", "supabase", "migrations"));
  expect(readdirSync(path.join(app, "supabase", "migrations")).sort()).toEqual(migrations.sort());

  const server = startProcess({
    args: ["server.mjs"],
    cwd: app,
    port: ownPort(6),
    env: { NODE_ENV: "production", DATA_DIR: dataDir, TRUST_PROXY: "1" },
  });
  try {
    await waitForReady(server);
    const visitor = { "x-forwarded-for": "fd00:15:1::1" };
    for (const route of ["/", "/restaurant", "/apply"]) {
      const page = await fetch(`${server.url}${route}`, { headers: visitor });
      expect(page.status, route).toBe(200);
      // The build's settings, not Next's defaults: there is no next.config.ts in the image.
      expect(page.headers.get("x-powered-by"), route).toBeNull();
      const html = await page.text();
      expect(html, route).toContain("Lake Country Merchant Services");
      // Its scripts and styles come from the copied .next/static.
      const asset = /\/_next\/static\/[^"]+\.(?:js|css)/.exec(html)?.[0];
      expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    }
    expect((await fetch(`${server.url}/media/hero-poster.webp`)).status).toBe(200);

    // Pages go out as the build compressed them, byte for byte, not gzipped again per request.
    const identity = await rawGet(`${server.url}/`, { ...visitor, "accept-encoding": "identity" });
    const ahead = path.join(app, precompressed, `${bodyDigest(identity.body)}.br`);
    const compressed = await rawGet(`${server.url}/`, {
      ...visitor,
      "accept-encoding": "br, gzip",
    });
    expect(compressed.encoding).toBe("br");
    expect(compressed.body.equals(readFileSync(ahead))).toBe(true);

    const restricted = await fetch(`${server.url}/about`, {
      headers: { "x-forwarded-for": "81.2.69.142" },
    });
    expect(restricted.status).toBe(451);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");

    const key = crypto.randomUUID();
    const lead = await postContactLead(server.url, {
      fields: await contactFormFields(server.url, visitor),
      key,
      email: "standalone@example.com",
      address: "fd00:15:1::1",
    });
    expect(lead).toEqual({ status: 200, confirmed: true });

    // server.mjs drains, closes PGlite and exits cleanly.
    const { code } = await stopProcess(server);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain("closed cleanly");
    expect(await storedLeadKeys(dataDir)).toEqual([key]);
  } finally {
    await stopProcess(server, "SIGKILL");
    removeDir(app);
  }
});
