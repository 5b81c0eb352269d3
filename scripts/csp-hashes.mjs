#!/usr/bin/env node
// After `next build`: hash every inline <script> of every pre-rendered HTML page, so proxy.ts can
// send a CSP without 'unsafe-inline' while the pages stay static.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./rewrite-built-pages.mjs";

const appDir = path.join(".next", "server", "app");
if (!existsSync(appDir)) {
  console.error("csp-hashes: .next/server/app is missing; run `next build` first.");
  process.exit(1);
}

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

const routes = {};
let notFound = [];
for (const file of htmlFiles(appDir)) {
  const relative = path
    .relative(appDir, file)
    .replace(/\\/g, "/")
    .replace(/\.html$/, "");
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  if (relative === "_not-found") notFound = hashes;
  else if (relative === "_global-error") continue;
  else routes[relative === "index" ? "/" : `/${relative}`] = hashes;
}

const manifest = JSON.stringify({ routes, notFound }, null, 1);
writeFileSync(path.join(".next", "csp-hashes.json"), manifest);
const standalone = path.join(".next", "standalone", ".next");
if (existsSync(standalone)) {
  mkdirSync(standalone, { recursive: true });
  writeFileSync(path.join(standalone, "csp-hashes.json"), manifest);
}
console.log(
  `csp-hashes: ${Object.keys(routes).length} routes hashed, ${notFound.length} hashes for the 404 page`,
);
