#!/usr/bin/env node
// What a built page shows a reader and a crawler, in a form two builds can be compared by: its
// head's title, meta and canonical tags, its JSON-LD, and its <main> split into one line per block,
// with what changes from build to build (asset hashes, React's generated ids, icon paths) taken
// out. e2e/content-pages.spec.ts compares the pages moved into content files with the snapshot
// taken from the last build before the move:
//   node scripts/built-pages.mjs > e2e/fixtures/content-pages.json
import { readFileSync } from "node:fs";
import path from "node:path";

/** The routes whose pages moved from TypeScript into content files (issue 44), and /blog's articles. */
export const movedRoutes = [
  "/ecommerce-solutions",
  "/restaurant",
  "/healthcare",
  "/dental",
  "/veterinary",
  "/auto-repair",
  "/b2b-processing",
  "/501c3",
  "/self-serve-kiosks",
  "/retail-processing",
  "/ipos",
  "/cash-discount",
  "/interchange-plus",
  "/level-2-3",
  "/zero-fee",
  "/ach",
  "/versus",
  "/stripe",
  "/square",
  "/competitor-comparison",
  "/ateam-computers",
  "/blog",
];

const blockTags =
  "section|div|header|footer|nav|aside|article|h[1-6]|p|ul|ol|li|table|caption|thead|tbody|tr|th|td|dl|dt|dd|figure|figcaption|details|summary|form|blockquote";

/** Build-specific parts taken out: hashed asset names, React ids and the paths inside icons. */
function stable(html) {
  return html
    .replace(/\?[0-9a-f]{16}(?=")/g, "?<hash>")
    .replace(/\/_next\/static\/[^"]+/g, "/_next/static/<asset>")
    .replace(/_R_[A-Za-z0-9]+_/g, "_R_")
    .replace(/(<svg\b[^>]*>).*?<\/svg>/gs, "$1</svg>");
}

/** The element's outer HTML, one line per block-level element. */
function lines(html) {
  return stable(html)
    .replace(new RegExp(`<(?=(?:${blockTags})\\b)`, "g"), "\n<")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The comparable parts of one pre-rendered page. */
export function pageSnapshot(html) {
  const head = html.match(/<head>(.*?)<\/head>/s)?.[1] ?? "";
  const tags = head.match(/<title>.*?<\/title>|<meta [^>]*>|<link rel="canonical"[^>]*>/g) ?? [];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
  ].map((match) => JSON.parse(match[1]));
  const main = html.match(/<main\b.*<\/main>/s)?.[0] ?? "";
  return { head: tags.map(stable), jsonLd, main: lines(main) };
}

/** The header's and footer's markup of one page: every page shares them. */
export function chromeSnapshot(html) {
  const parts = html.match(/<header\b.*?<\/header>|<footer\b.*?<\/footer>/gs) ?? [];
  return parts.flatMap(lines);
}

/** The snapshot of every moved route in a build folder. */
export function buildSnapshot(buildDir = ".next") {
  const file = (route) => path.join(buildDir, "server", "app", `${route.slice(1)}.html`);
  const pages = Object.fromEntries(
    movedRoutes.map((route) => [route, pageSnapshot(readFileSync(file(route), "utf8"))]),
  );
  return { chrome: chromeSnapshot(readFileSync(file("/restaurant"), "utf8")), pages };
}

if (process.argv[1]?.endsWith("built-pages.mjs")) {
  process.stdout.write(`${JSON.stringify(buildSnapshot(process.argv[2]), null, 1)}\n`);
}
