import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { routes } from "@/content/routes";
import { site } from "@/content/site";
import { isPerRequestPage } from "@/lib/security/csp";

const builtApp = path.join(".next", "server", "app");
/** Every pre-rendered page, crawler file and payload the build wrote (HTML, RSC, bodies). */
const builtFiles = () =>
  readdirSync(builtApp, { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.(html|rsc|body)$/.test(file),
  );

/** The registry's routes the build pre-renders: all but the few rendered per request. */
const prerendered = routes.filter((entry) => !isPerRequestPage(entry.path));

test.describe("build output", () => {
  test("every registry route is statically pre-rendered (○) but the sent page, none other rendered per request", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(".next", "prerender-manifest.json"), "utf8"),
    ) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, { fallback: unknown }>;
    };
    const prerendered = new Set(Object.keys(manifest.routes));
    // The sent page shows its sender's figures from their cookie (lib/security/csp.ts).
    const missing = routes
      .map((entry) => entry.path)
      .filter((route) => !prerendered.has(route) && !isPerRequestPage(route));
    expect(missing, "routes that are no longer static").toEqual([]);
    // Parameterised files (the social images) are fine when every variant is built: fallback false.
    const renderedPerRequest = Object.entries(manifest.dynamicRoutes).filter(
      ([, route]) => route.fallback !== false,
    );
    expect(renderedPerRequest.map(([name]) => name)).toEqual([]);
  });

  test("a default build links to the public origin: no localhost in any page or crawler file", () => {
    const canonicals = new Map<string, string>();
    const local: string[] = [];
    for (const file of builtFiles()) {
      const text = readFileSync(path.join(builtApp, file), "latin1");
      if (/localhost|127\.0\.0\.1/.test(text)) local.push(file);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1];
      if (canonical) canonicals.set(file, canonical);
    }
    expect(local, "built files that link to a local address").toEqual([]);
    expect(canonicals.size).toBeGreaterThanOrEqual(prerendered.length);
    for (const [file, canonical] of canonicals)
      expect(
        canonical === site.url || canonical.startsWith(`${site.url}/`),
        `${file}: ${canonical}`,
      ).toBe(true);
    const sitemap = readFileSync(path.join(builtApp, "sitemap.xml.body"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? "");
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.filter((loc) => !loc.startsWith(`${site.url}/`))).toEqual([]);
  });

  test("every pre-rendered page has its script hashes for the CSP", () => {
    const hashes = JSON.parse(readFileSync(path.join(".next", "csp-hashes.json"), "utf8")) as {
      routes: Record<string, string[]>;
      notFound: string[];
    };
    // A page rendered per request carries a fresh nonce instead (lib/security/csp.ts).
    for (const entry of prerendered)
      expect(hashes.routes[entry.path]?.length, entry.path).toBeGreaterThan(0);
    expect(hashes.notFound.length).toBeGreaterThan(0);
  });
});

test("responses carry the fixed security headers and no X-Powered-By", async ({ request }) => {
  const response = await request.get("/about");
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ])
    expect(csp).toContain(directive);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test("robots.txt and sitemap.xml derive from the registry", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /restricted");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const entry of routes) {
    const listed = sitemap.includes(
      `<loc>${site.url}${entry.path === "/" ? "/" : entry.path}</loc>`,
    );
    expect(listed, entry.path).toBe(entry.sitemap !== false);
  }
});

test("Open Graph images are 1200x630 PNGs", async ({ request }) => {
  for (const route of ["/", "/about", "/cash-discount"]) {
    const response = await request.get(`${route === "/" ? "" : route}/opengraph-image`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("/favicon.ico is the logo mark as an icon file, linked from every page", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then the image count; each image here is a PNG.
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  expect(body.subarray(body.readUInt32LE(6 + 12), body.readUInt32LE(6 + 12) + 4)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  const html = await (await request.get("/about")).text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/);
});
