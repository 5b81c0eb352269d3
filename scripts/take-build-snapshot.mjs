#!/usr/bin/env node
// Copies a few pages of a build fresh from `next build`, before scripts/post-build.mjs rewrites
// them, into scripts/fixtures/next-build: the snapshot scripts/post-build.test.ts runs the steps
// on. After a Next.js update, take it again and run the unit tests; they then show whether the
// steps still match what the new Next writes:
//   NEXT_OUTPUT=standalone npx next build && node scripts/take-build-snapshot.mjs
// The pages and the manifest entries are copied as they are. The scripts and stylesheets they
// name are written as one-line stand-ins under the same names: no step reads into them.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const build = process.argv[2] ?? ".next";
const out = path.join("scripts", "fixtures", "next-build");
// A route, the 404 page, and Next's own crash pages (no stylesheet); small, but every kind.
const pages = [
  "app/restricted.html",
  "app/_not-found.html",
  "app/_global-error.html",
  "pages/500.html",
];
const routes = ["/restricted", "/_not-found", "/_global-error", "/sitemap.xml"];

const html = pages.map((page) => readFileSync(path.join(build, "server", page), "utf8"));
if (html.some((text) => text.includes("data-inlined=") || text.includes("PerformanceObserver"))) {
  console.error(`${build} has been through scripts/post-build.mjs: run \`npx next build\` first.`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
for (const page of [...pages, "app/sitemap.xml.body"]) {
  mkdirSync(path.dirname(path.join(out, "server", page)), { recursive: true });
  cpSync(path.join(build, "server", page), path.join(out, "server", page));
}
const manifest = JSON.parse(readFileSync(path.join(build, "prerender-manifest.json"), "utf8"));
const kept = Object.fromEntries(routes.map((route) => [route, manifest.routes[route]]));
writeFileSync(
  path.join(out, "prerender-manifest.json"),
  `${JSON.stringify({ ...manifest, routes: kept, dynamicRoutes: {} }, null, 2)}\n`,
);
const assets = new Set(
  html.flatMap((text) => text.match(/\/_next\/static\/[^"?]+\.(?:js|css)/g) ?? []),
);
for (const asset of assets) {
  const file = path.join(out, "static", asset.replace(/^\/_next\/static\//, ""));
  if (!existsSync(path.join(build, "static", asset.replace(/^\/_next\/static\//, "")))) continue;
  mkdirSync(path.dirname(file), { recursive: true });
  const line = `${asset} of the snapshot build; its content is left out, no step reads into it`;
  writeFileSync(file, asset.endsWith(".css") ? `/* ${line} */\n` : `// ${line}\n`);
}
console.log(`${pages.length} pages, ${assets.size} scripts and stylesheets into ${out}`);
