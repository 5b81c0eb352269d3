#!/usr/bin/env node
// After `next build` (and scripts-after-paint.mjs): each page's stylesheets go into the page as
// `<style>`, so the first paint needs no second round trip. On a slow phone (Lighthouse's applied
// throttling) that round trip was most of what kept the first paint at about 2.3x a hello-world
// page's: inlined, `/` painted at 885 ms instead of 1858 and `/about` at 872 instead of 1574, the
// hello-world page at about 690 (one A/B run). The stylesheet is about 54 KB, 9 KB compressed.
// Each `<link>` stays, with `media="not all"` so that it blocks nothing and applies nowhere:
// React's RSC payload names the stylesheet as a resource, and at hydration React adopts the
// matching `link[data-precedence]` it finds instead of inserting its own, which would restyle
// the page with a second copy of every rule (TBT doubled in the A/B without it). Next's own
// `experimental.inlineCss` also writes the CSS into the RSC payload, which tripled the HTML.
// `style-src` allows inline styles, so the CSP needs no hashes for them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/** The HTML with its build stylesheets inlined; `read(href)` gives a stylesheet's text. */
export function inlineStylesheets(html, read) {
  return html.replace(STYLESHEET, (tag, href, precedence) => {
    const css = read(href);
    if (css === undefined || /<\/style/i.test(css)) return tag;
    return (
      `<style data-inlined="${href}">${css}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all"/>`
    );
  });
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = process.argv[2] ?? ".next";
  if (!existsSync(path.join(build, "server", "app"))) {
    console.error(`inline-stylesheets: ${build}/server/app is missing; run \`next build\` first.`);
    process.exit(1);
  }
  const cache = new Map();
  const read = (href) => {
    if (!cache.has(href)) {
      const file = path.join(build, "static", href.replace(/^\/_next\/static\//, ""));
      cache.set(href, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return cache.get(href);
  };
  // As scripts-after-paint.mjs: all of server/, and the standalone output's own copy.
  const standalone = path.join(build, "standalone", ".next", "server");
  const dirs = [path.join(build, "server"), ...(existsSync(standalone) ? [standalone] : [])];
  let files = 0;
  for (const file of dirs.flatMap((dir) => [...htmlFiles(dir)])) {
    const html = readFileSync(file, "utf8");
    const rewritten = inlineStylesheets(html, read);
    if (rewritten === html) continue;
    files += 1;
    writeFileSync(file, rewritten);
  }
  console.log(`inline-stylesheets: stylesheets inlined in ${files} pages`);
}
