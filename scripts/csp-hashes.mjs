// A post-build step (scripts/post-build.mjs), after every step that changes the pages' inline
// scripts: hash every inline <script> of every pre-rendered page, so proxy.ts can send a CSP
// without 'unsafe-inline' while the pages stay static (lib/security/csp.ts reads the manifest).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverDirs } from "./rewrite-built-pages.mjs";

/** Inline scripts the browser executes: no src, and a JavaScript type (JSON-LD is data, not code). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Writes `csp-hashes.json` (route -> hashes, and the 404 page's) beside each copy of the build's
 * pages, from the app pages among `pages`. Every App Router page carries inline scripts (its RSC
 * payload), so one with none means this step no longer sees them: it throws, naming the page.
 */
export function writeCspHashes(build, pages) {
  const routes = {};
  let notFound = [];
  for (const page of pages.filter((name) => name.startsWith("app/"))) {
    const relative = page.replace(/^app\//, "").replace(/\.html$/, "");
    if (relative === "_global-error") continue; // served for a crash, with Next's own scripts
    const hashes = inlineScriptHashes(readFileSync(path.join(build, "server", page), "utf8"));
    if (hashes.length === 0) throw new Error(`server/${page} has no inline script to hash`);
    if (relative === "_not-found") notFound = hashes;
    else routes[relative === "index" ? "/" : `/${relative}`] = hashes;
  }
  const manifest = JSON.stringify({ routes, notFound }, null, 1);
  for (const dir of serverDirs(build))
    writeFileSync(path.join(dir, "..", "csp-hashes.json"), manifest);
  return `${Object.keys(routes).length} routes and the 404 page hashed`;
}
