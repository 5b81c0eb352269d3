#!/usr/bin/env node
// After scripts-after-paint.mjs: every chunk a page's loader appends, the scripts a first visit runs
// before it is interactive, starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chrome 136+; other engines read a comment). V8 otherwise compiles most functions lazily, on the
// main thread, the first time they are called: starting the framework and hydrating the page did
// that for nearly all of React DOM and the router, in the long tasks that make up the page's Total
// Blocking Time. With the hint, V8 compiles the whole file on a background thread while it streams
// in. Chunks that only later interactions load (the chat, the calculator) keep lazy compilation.
// The production build writes no source maps, so the added first line shifts nothing they map.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./rewrite-built-pages.mjs";
import { loaderSources } from "./scripts-after-paint.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the compile hint as its first line, once. */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = process.argv[2] ?? ".next";
  const appDir = path.join(build, "server", "app");
  if (!existsSync(appDir)) {
    console.error(`compile-hints: ${appDir} is missing; run \`next build\` first.`);
    process.exit(1);
  }
  const sources = new Set();
  for (const file of htmlFiles(appDir))
    for (const src of loaderSources(readFileSync(file, "utf8"))) sources.add(src);
  let hinted = 0;
  for (const src of sources) {
    const file = path.join(build, "static", src.replace(/^\/_next\/static\//, ""));
    const js = readFileSync(file, "utf8");
    const rewritten = withCompileHint(js);
    if (rewritten === js) continue;
    writeFileSync(file, rewritten);
    hinted += 1;
  }
  console.log(`compile-hints: ${hinted} of the ${sources.size} first-load chunks hinted now`);
}
