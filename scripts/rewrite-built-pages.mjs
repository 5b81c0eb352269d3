// The one walk over a build's pre-rendered HTML pages: the post-build steps rewrite them in place
// with it, and the CSP hashes, the HTML checker and the bench read them with it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every file below `dir` whose name ends in one of `extensions`, depth first. */
export function* filesEndingIn(dir, extensions) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesEndingIn(full, extensions);
    else if (extensions.some((extension) => entry.name.endsWith(extension))) yield full;
  }
}

/** Every `.html` file below `dir`, depth first. */
export const htmlFiles = (dir) => filesEndingIn(dir, [".html"]);

/**
 * Rewrites each page of `build` with `rewrite(html)` and returns how many changed; exits with a
 * message naming `step` when there is no build. All of server/ (app/, pages/, and any route-cache/
 * copies a server has promoted them to, so run this before the server first starts), and the
 * standalone output's own copy, which NEXT_OUTPUT=standalone serves.
 */
export function rewriteBuiltPages(build, step, rewrite) {
  if (!existsSync(path.join(build, "server", "app"))) {
    console.error(`${step}: ${build}/server/app is missing; run \`next build\` first.`);
    process.exit(1);
  }
  const standalone = path.join(build, "standalone", ".next", "server");
  const dirs = [path.join(build, "server"), ...(existsSync(standalone) ? [standalone] : [])];
  let changed = 0;
  for (const file of dirs.flatMap((dir) => [...htmlFiles(dir)])) {
    const html = readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    changed += 1;
    writeFileSync(file, rewritten);
  }
  return changed;
}
