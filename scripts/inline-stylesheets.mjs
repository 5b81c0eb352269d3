// A post-build step (scripts/post-build.mjs): each page's stylesheets go into the page as
// `<style>`, so the first paint needs no second round trip. On a slow phone (Lighthouse's applied
// throttling) that round trip was most of what kept the first paint at about 2.3x a hello-world
// page's: inlined, `/` painted at 885 ms instead of 1858 and `/about` at 872 instead of 1574, the
// hello-world page at about 690 (one A/B run). The stylesheet is about 54 KB, 9 KB compressed.
// Each `<link>` stays, switched off: React's RSC payload names the stylesheet as a resource, and
// at hydration React adopts the matching `link[rel=stylesheet]` it finds (assumed loaded, as a
// server-rendered one is) instead of inserting its own, which would restyle the page with a second
// copy of every rule (TBT doubled in the A/B without it). It is never downloaded: `disabled` keeps
// the parser from fetching it (HTML's "explicitly enabled" rule), and `media="not all"` keeps
// Chromium's preload scanner from doing so, which ignores `disabled` (Chromium 150 fetched it
// while the HTML was still arriving). Either alone was not enough: with `media="not all"` alone
// the parser downloaded it after the paint, and its arrival restyled and laid out the page again.
// Next's own `experimental.inlineCss` also writes the CSS into the RSC payload, which tripled the
// HTML. `style-src` allows inline styles, so the CSP needs no hashes for them.
import { existsSync, readFileSync } from "node:fs";
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
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all" disabled=""/>`
    );
  });
}

/** The HTML without the stylesheets `inlineStylesheets` put in (the HTML checker reads it so). */
export function withoutInlinedStylesheets(html) {
  return html.replace(/<style data-inlined="[^"]*">[\s\S]*?<\/style>/g, "");
}

/** Reads a build's stylesheets by their href, once each; undefined for one that is missing. */
export function stylesheetReader(build) {
  const cache = new Map();
  return (href) => {
    if (!cache.has(href)) {
      const file = path.join(build, "static", href.replace(/^\/_next\/static\//, ""));
      cache.set(href, existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return cache.get(href);
  };
}
