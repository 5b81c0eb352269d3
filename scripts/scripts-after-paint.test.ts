import { snapshotPage } from "./fixtures/next-build";
import { holdScript } from "./hold-island-events.mjs";
import { loaderScript, loaderSources, scriptsAfterPaint } from "./scripts-after-paint.mjs";

// A page exactly as `next build` wrote it: async chunk scripts in the head, a low-priority preload
// for the bootstrap chunk whose tag sits in the body, the noModule polyfill, the RSC payload.
const built = snapshotPage("app/restricted.html");
const chunkTags = [...built.matchAll(/<script src="([^"]+)" async=""><\/script>/g)];
const sources = chunkTags.map(([, src]) => src!);

test("the snapshot has what this step rewrites: async chunk scripts and a low-priority preload", () => {
  expect(sources.length).toBeGreaterThan(3);
  expect(built).toMatch(/<link rel="preload" as="script" fetchPriority="low" href="[^"]+"\/>/);
});

test("chunk scripts and their preloads give way to one loader at the end of the body, in order", () => {
  const html = scriptsAfterPaint(built);
  expect(html).not.toMatch(/<script src="[^"]+" async=""/);
  // Nothing of the framework's downloads before the first paint: no tag, no preload.
  for (const src of sources) expect(html).not.toContain(`href="${src}"`);
  expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
  expect(html).toMatch(/<script src="[^"]+" noModule=""><\/script>/);
  expect(html.endsWith(`<script>${loaderScript(sources)}</script></body></html>`)).toBe(true);
});

test("a page without chunk scripts, or already rewritten, is left as it is", () => {
  const once = scriptsAfterPaint(built);
  expect(scriptsAfterPaint(once)).toBe(once);
  expect(scriptsAfterPaint("<html><body><p>x</p></body></html>")).toBe(
    "<html><body><p>x</p></body></html>",
  );
});

test("the loader's scripts can be read back from a rewritten page, for the bench's sizes", () => {
  expect(loaderSources(scriptsAfterPaint(built))).toEqual(sources);
  expect(loaderSources(built)).toEqual([]);
});

test("a page with a deferred island holds its taps and keys from before the chunks load", () => {
  expect(scriptsAfterPaint(built)).not.toContain(holdScript());
  const withIsland = built.replace(
    /<body[^>]*>/,
    (body) => `${body}<div class="contents" data-deferred-island=""></div>`,
  );
  const html = scriptsAfterPaint(withIsland);
  expect(html).toContain(
    `<script>${holdScript()}</script><script>${loaderScript(sources)}</script>`,
  );
});
