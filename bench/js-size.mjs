// First-visit JavaScript of each pre-rendered route: the gzip size of every script the HTML
// loads, by tag, by script preload, or through the loader that scripts/scripts-after-paint.mjs
// puts in place of the chunk tags; the noModule polyfill is skipped by every modern browser.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { htmlFiles } from "../scripts/rewrite-built-pages.mjs";
import { loaderSources } from "../scripts/scripts-after-paint.mjs";

const appDir = path.join(".next", "server", "app");

const gzipCache = new Map();
function gzipSize(src) {
  if (!gzipCache.has(src)) {
    const file = path.join(".next", src.replace(/^\/_next\//, "").split("?")[0]);
    gzipCache.set(src, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(src);
}

/** { route: { kib, scripts } } for every pre-rendered page. */
export function firstVisitJs() {
  const sizes = {};
  for (const file of htmlFiles(appDir)) {
    if (path.basename(file).startsWith("_")) continue; // _not-found, _global-error
    const html = readFileSync(file, "utf8");
    const route =
      "/" +
      path
        .relative(appDir, file)
        .replace(/\\/g, "/")
        .replace(/\.html$/, "")
        .replace(/^index$/, "");
    const scripts = [
      ...[...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
        .filter(([, before, , after]) => !/noModule/i.test(before + after))
        .map(([, , src]) => src),
      ...[...html.matchAll(/<link rel="preload" as="script"[^>]*\bhref="([^"]+)"/g)].map(
        ([, href]) => href,
      ),
      ...loaderSources(html),
    ];
    const unique = [...new Set(scripts)];
    const bytes = unique.reduce((sum, src) => sum + gzipSize(src), 0);
    sizes[route] = { kib: Math.round((bytes / 1024) * 10) / 10, scripts: unique.length };
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = firstVisitJs();
  for (const [route, { kib, scripts }] of Object.entries(sizes).sort(
    (a, b) => b[1].kib - a[1].kib,
  )) {
    console.log(`${String(kib).padStart(7)} KiB  ${String(scripts).padStart(2)} scripts  ${route}`);
  }
}
