import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ports } from "./support/servers";
import { startProcess, stopProcess, waitForServer } from "./support/server-process.mjs";

// A marketer's new page, end to end, in a copy of the repository: `npm run new:page` writes the
// file, `npm run content:check` refuses it until its placeholders are replaced, and once it is
// filled with real copy (the /salon page's) the page, its menu link, its sitemap entry, its
// breadcrumb JSON-LD and its social image all appear. A second production build would add
// minutes to the suite on 2 cores, so the copy runs `next dev`, which compiles only the routes
// asked for, from the same route files; the suite's own build pre-renders every page file.
// Turbopack compiles nothing outside the project's root, so the copy's node_modules is a tree of
// hard links (cp -al, seconds) rather than a symbolic link to ours.

const skipped = new Set([
  "node_modules",
  ".next",
  ".content-collections",
  "test-results",
  "seo-preview",
]);
const pageFile = path.join("content", "industries", "salon.md");

function run(cwd: string, script: string, args: string[] = []) {
  const { status, stdout, stderr } = spawnSync("node", [script, ...args], {
    cwd,
    encoding: "utf8",
  });
  return { status, output: `${stdout}${stderr}`.trim() };
}

test("a page written with npm run new:page appears in the menu, sitemap, breadcrumb and social image", async () => {
  test.setTimeout(600_000);
  const copy = path.resolve("test-results", "new-page-copy");
  rmSync(copy, { recursive: true, force: true });
  const server = { current: undefined as ReturnType<typeof startProcess> | undefined };
  try {
    for (const entry of readdirSync(".")) {
      if (skipped.has(entry) || entry.startsWith(".data")) continue;
      cpSync(entry, path.join(copy, entry), { recursive: true });
    }
    const linked = spawnSync("cp", ["-al", "node_modules", path.join(copy, "node_modules")]);
    expect(linked.status, String(linked.stderr)).toBe(0);
    const copyText = readFileSync(pageFile, "utf8");
    rmSync(path.join(copy, pageFile));

    const scaffold = run(copy, "scripts/new-page.mjs", ["industry", "/salon", "Salons"]);
    expect(scaffold.status, scaffold.output).toBe(0);
    expect(scaffold.output).toContain(`Wrote ${pageFile} for /salon.`);

    const refused = run(copy, "scripts/content-check.mjs");
    expect(refused.status).not.toBe(0);
    expect(refused.output.split("\n").at(-1)).toMatch(
      /content\/industries\/salon\.md → calculator/,
    );

    // The marketer replaces every placeholder: here with the real page's text, and joins the
    // Industries menu.
    writeFileSync(
      path.join(copy, pageFile),
      copyText.replace(/^label: .*$/m, "$&\nmenus:\n  - menu: industries\n    order: 100"),
    );
    const passed = run(copy, "scripts/content-check.mjs");
    expect(passed.status, passed.output).toBe(0);
    expect(passed.output.split("\n").at(-1)).toMatch(/^content:check: every page file passes/);

    const port = ports.ownSite(20);
    const nextBin = path.resolve("node_modules", "next", "dist", "bin", "next");
    server.current = startProcess({
      args: [nextBin, "dev", "-p", String(port), "-H", "127.0.0.1"],
      cwd: copy,
      port,
      env: { SITE_URL: "https://www.lakecountrymerchant.example", TRUST_PROXY: "1" },
    });
    await waitForServer(server.current, "/robots.txt", 300_000);
    const html = await (await fetch(`${server.current.url}/salon`)).text();
    expect(html, server.current.output()).toContain("Card processing for hair and beauty salons");
    // The Industries menu lists it, after the spec's nine.
    const menu =
      /<summary\b(?:(?!<\/summary>).)*Industries.*?<\/summary>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    expect(menu).toContain('href="/salon"');
    const breadcrumb =
      /<script type="application\/ld\+json" id="breadcrumb-jsonld">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
    expect(JSON.parse(breadcrumb ?? "{}").itemListElement?.at(-1)).toMatchObject({
      name: "Salons",
    });
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]*\/salon\/opengraph-image\?[0-9a-f]{16}"/,
    );

    const sitemap = await (await fetch(`${server.current.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/salon</loc>");
    const image = await fetch(`${server.current.url}/salon/opengraph-image`);
    expect(image.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // That a path with no page file stays a 404 is the production build's promise, checked by
    // routes.spec.ts on the suite's build (`next dev` answers such a path of the route with 500).
  } finally {
    if (server.current) await stopProcess(server.current);
    rmSync(copy, { recursive: true, force: true });
  }
});
