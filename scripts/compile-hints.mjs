// A post-build step (scripts/post-build.mjs), after scripts-after-paint.mjs: every chunk a page's loader appends, the scripts a first visit runs
// before it is interactive, starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chrome 136+; other engines read a comment). V8 otherwise compiles most functions lazily, on the
// main thread, the first time they are called: starting the framework and hydrating the page did
// that for nearly all of React DOM and the router, in the long tasks that make up the page's Total
// Blocking Time. With the hint, V8 compiles the whole file on a background thread while it streams
// in. Chunks that only later interactions load (the chat, the calculator) keep lazy compilation.
// The production build writes no source maps, so the added first line shifts nothing they map.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loaderSources } from "./scripts-after-paint.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the compile hint as its first line, once. */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/**
 * Hints every chunk the pages' loaders append (the first-load chunks); throws when a loader names
 * a chunk the build does not have, naming the page.
 */
export function hintFirstLoadChunks(build, pages) {
  const sources = new Set();
  for (const page of pages) {
    for (const src of loaderSources(readFileSync(path.join(build, "server", page), "utf8"))) {
      if (!existsSync(chunkFile(build, src)))
        throw new Error(`server/${page} loads ${src}, which is missing`);
      sources.add(src);
    }
  }
  let hinted = 0;
  for (const src of sources) {
    const js = readFileSync(chunkFile(build, src), "utf8");
    const rewritten = withCompileHint(js);
    if (rewritten === js) continue;
    writeFileSync(chunkFile(build, src), rewritten);
    hinted += 1;
  }
  return `${hinted} of the ${sources.size} first-load chunks hinted now`;
}

const chunkFile = (build, src) => path.join(build, "static", src.replace(/^\/_next\/static\//, ""));
