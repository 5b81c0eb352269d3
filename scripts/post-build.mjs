#!/usr/bin/env node
// `npm run build` is `next build` and then this: the steps that rewrite the build's output, in
// the one order that works, each printing what it did. The page steps match the exact tags Next
// 16 writes, so a Next update that changes a tag would make one rewrite nothing, and the site
// would quietly lose its first-paint order or its styles: instead the build fails, naming the
// step and a page it left as Next wrote it. Order: compile-hints reads the loader that
// scripts-after-paint writes; the CSP hashes come after every step that touches inline scripts
// (a new page step goes before them); precompress compresses the final bytes, so it comes last.
import { reportBuiltOrigin } from "./built-origin.mjs";
import { hintFirstLoadChunks } from "./compile-hints.mjs";
import { writeCspHashes } from "./csp-hashes.mjs";
import { inlineStylesheets, stylesheetReader } from "./inline-stylesheets.mjs";
import { precompressBuild } from "./precompress.mjs";
import { builtPages, rewritePages } from "./rewrite-built-pages.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/**
 * The steps in order. A page step (`rewrite`) must change every page the build pre-rendered, but
 * those it names in `except` with the reason; any other step (`run`) returns its report line and
 * throws when it finds the build not as it expects.
 */
export const steps = [
  {
    name: "scripts-after-paint",
    rewrite: () => scriptsAfterPaint,
    done: "chunk scripts load after the first paint",
  },
  { name: "compile-hints", run: hintFirstLoadChunks },
  {
    name: "inline-stylesheets",
    rewrite: (build) => {
      const read = stylesheetReader(build);
      return (html) => inlineStylesheets(html, read);
    },
    done: "stylesheets inlined",
    except: {
      "app/_global-error.html": "Next's own crash page links no stylesheet",
      "pages/500.html": "the same crash page, for the pages router",
    },
  },
  { name: "csp-hashes", run: writeCspHashes },
  { name: "built-origin", run: (build, pages, log) => reportBuiltOrigin(build, log) },
  {
    name: "precompress",
    run: async (build) => `${await precompressBuild(build)} bodies compressed ahead`,
  },
];

/** Runs every step on `build` (`.next`), logging a line each; throws at the first that fails. */
export async function postBuild(build, log = console) {
  const pages = builtPages(build);
  for (const step of steps) {
    const started = Date.now();
    let report;
    try {
      report = step.rewrite
        ? rewriteEveryPage(build, pages, step)
        : await step.run(build, pages, log);
    } catch (error) {
      throw new Error(`post-build step ${step.name} failed: ${error.message}`, { cause: error });
    }
    log.log(`${step.name}: ${report} (${Date.now() - started} ms)`);
  }
}

function rewriteEveryPage(build, pages, { rewrite, done, except = {} }) {
  const missed = rewritePages(build, pages, rewrite(build)).filter((page) => !(page in except));
  const of = `of the ${pages.length} pages the build pre-rendered`;
  if (missed.length > 0) {
    throw new Error(
      `it rewrote ${pages.length - missed.length} ${of}; server/${missed[0]}` +
        `${missed.length > 1 ? ` and ${missed.length - 1} more` : ""} kept Next's output as it ` +
        "was. Its tags no longer have the shape this step matches (a Next.js update?).",
    );
  }
  const skipped = pages.filter((page) => page in except);
  const note = skipped.map((page) => `; not ${page}: ${except[page]}`).join("");
  return `${done} in ${pages.length - skipped.length} ${of}${note}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  postBuild(process.argv[2] ?? ".next").catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
