// The pages a build pre-rendered and the one walk that rewrites them in place: the post-build
// steps (scripts/post-build.mjs) rewrite with it, and the HTML checker and the bench read pages
// with htmlFiles.
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
 * The copies of the build's server/ folder that serve pages: its own, and the standalone output's
 * (NEXT_OUTPUT=standalone) when there is one. Rewrite pages before a server first starts: it may
 * promote them to a route cache.
 */
export function serverDirs(build) {
  const standalone = path.join(build, "standalone", ".next", "server");
  return [path.join(build, "server"), ...(existsSync(standalone) ? [standalone] : [])];
}

/**
 * The pages `build` pre-rendered, as paths below server/ (`app/about.html`, `pages/404.html`):
 * every HTML file there. Throws when there is no build, or when a page its prerender manifest
 * lists has no HTML file where the steps look.
 */
export function builtPages(build) {
  const server = path.join(build, "server");
  if (!existsSync(path.join(server, "app"))) {
    throw new Error(`${build}/server/app is missing; run \`next build\` first.`);
  }
  const pages = [...htmlFiles(server)].map((file) => path.relative(server, file)).sort();
  const manifest = JSON.parse(readFileSync(path.join(build, "prerender-manifest.json"), "utf8"));
  for (const [route, { routeType }] of Object.entries(manifest.routes)) {
    const page = `app${route === "/" ? "/index" : route}.html`;
    if (routeType === "page" && !pages.includes(page)) {
      throw new Error(`the build pre-rendered ${route}, but server/${page} is missing`);
    }
  }
  return pages;
}

/**
 * Rewrites each page, in every copy of server/, with `rewrite(html)`; returns the pages it left
 * as they were in some copy.
 */
export function rewritePages(build, pages, rewrite) {
  const unchanged = new Set();
  for (const dir of serverDirs(build)) {
    for (const page of pages) {
      const file = path.join(dir, page);
      const html = existsSync(file) ? readFileSync(file, "utf8") : "";
      const rewritten = rewrite(html);
      if (rewritten === html) unchanged.add(page);
      else writeFileSync(file, rewritten);
    }
  }
  return [...unchanged];
}
