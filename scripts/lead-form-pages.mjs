#!/usr/bin/env node
// Which pages render a lead form, found from the source: every `app/**/page.tsx`, with the
// layouts above it, is followed through its imports (static and dynamic, not `import type`);
// a page reaches a lead form when one of those modules renders <FormMetaFields>, the honeypot,
// time trap and idempotency key that every lead form carries. The list is written to
// content/routes/lead-form-pages.json, which the pixel, the proxy's CSP and the privacy notice
// read. `npm run build` runs this first; a unit test fails when the committed list is stale.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const leadFormPagesFile = path.join("content", "routes", "lead-form-pages.json");

/** A module renders a lead form when it renders the fields every lead form carries. */
const marker = /<FormMetaFields\b/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const extensions = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function pageFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: it cannot render our form
  return (
    extensions
      .map((ext) => base + ext)
      .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null
  );
}

/** The URL path of an app/ page file; dynamic segments are refused (none exist yet). */
function routePath(appDir, file) {
  const segments = path.relative(appDir, path.dirname(file)).split(path.sep).filter(Boolean);
  if (segments.some((segment) => segment.startsWith("["))) {
    throw new Error(`${file}: dynamic routes are not handled by lead-form-pages.mjs yet`);
  }
  return `/${segments.filter((segment) => !segment.startsWith("(")).join("/")}`;
}

/** The layouts that wrap a page: app/layout.tsx and every one on the way down to it. */
function layoutsAbove(appDir, file) {
  const layouts = [];
  for (let dir = path.dirname(file); dir.startsWith(appDir); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout)) layouts.push(layout);
    if (dir === appDir) break;
  }
  return layouts;
}

/** The paths of every page that renders a lead form, sorted. */
export function findLeadFormPages(root = process.cwd()) {
  const appDir = path.join(root, "app");
  const parsed = new Map(); // file -> { marked, imports }

  function read(file) {
    if (!parsed.has(file)) {
      const source = readFileSync(file, "utf8");
      const imports = [...source.matchAll(importPattern)]
        .map((match) => resolveImport(root, file, match[1] ?? match[2]))
        .filter(Boolean);
      parsed.set(file, { marked: marker.test(source), imports });
    }
    return parsed.get(file);
  }

  /** Whether any module reachable from these entry files renders a lead form. */
  function reachesForm(entries) {
    const seen = new Set(entries);
    const queue = [...entries];
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { marked, imports } = read(file);
      if (marked) return true;
      for (const next of imports.filter((file) => !seen.has(file))) {
        seen.add(next);
        queue.push(next);
      }
    }
    return false;
  }

  return pageFiles(appDir)
    .filter((file) => reachesForm([file, ...layoutsAbove(appDir, file)]))
    .map((file) => routePath(appDir, file))
    .sort();
}

/** Writes the list; true when it changed. */
export function writeLeadFormPages(root = process.cwd()) {
  const file = path.join(root, leadFormPagesFile);
  const text = `${JSON.stringify(findLeadFormPages(root), null, 2)}\n`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (before !== text) writeFileSync(file, text);
  return before !== text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = writeLeadFormPages();
  const pages = JSON.parse(readFileSync(leadFormPagesFile, "utf8"));
  console.log(
    `lead-form-pages: ${pages.length} pages carry a lead form (${pages.join(", ")})` +
      (changed ? `; ${leadFormPagesFile} updated: commit it` : ""),
  );
}
