import { loaderScript, loaderSources, scriptsAfterPaint } from "./scripts-after-paint.mjs";

// The shape Next 16 writes: async chunk scripts in the head, a low-priority preload for the
// bootstrap chunk whose tag sits in the body, the noModule polyfill, and the inline RSC payload.
const built =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script></head><body><h1>Hi</h1>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>";

test("chunk scripts and their preloads give way to one loader at the end of the body, in order", () => {
  const html = scriptsAfterPaint(built);
  expect(html).not.toMatch(/<script src="[^"]+" async=""/);
  // Nothing of the framework's downloads before the first paint: no tag, no preload.
  for (const chunk of ["one", "two", "main"])
    expect(html).not.toContain(`href="/_next/static/chunks/${chunk}.js"`);
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
  expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  const loader = loaderScript([
    "/_next/static/chunks/one.js",
    "/_next/static/chunks/two.js",
    "/_next/static/chunks/main.js",
  ]);
  expect(html.endsWith(`push([0])</script><script>${loader}</script></body></html>`)).toBe(true);
});

test("a page without chunk scripts, or already rewritten, is left as it is", () => {
  const once = scriptsAfterPaint(built);
  expect(scriptsAfterPaint(once)).toBe(once);
  expect(scriptsAfterPaint("<html><body><p>x</p></body></html>")).toBe(
    "<html><body><p>x</p></body></html>",
  );
});

test("the loader's scripts can be read back from a rewritten page, for the bench's sizes", () => {
  expect(loaderSources(scriptsAfterPaint(built))).toEqual([
    "/_next/static/chunks/one.js",
    "/_next/static/chunks/two.js",
    "/_next/static/chunks/main.js",
  ]);
  expect(loaderSources(built)).toEqual([]);
});
