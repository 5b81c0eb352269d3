import { snapshotAsset, snapshotPage } from "./fixtures/next-build";
import { inlineStylesheets } from "./inline-stylesheets.mjs";

// A page exactly as `next build` wrote it, with its one build stylesheet.
const page = snapshotPage("app/restricted.html");
const links = [
  ...page.matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g),
];

test("each stylesheet is inlined in place and its link kept for React, applying nowhere", () => {
  expect(links).toHaveLength(1);
  const [tag, href, precedence] = links[0]!;
  const html = inlineStylesheets(page, snapshotAsset);
  expect(html).toBe(
    page.replace(
      tag,
      `<style data-inlined="${href}">${snapshotAsset(href!)}</style>` +
        `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="not all" disabled=""/>`,
    ),
  );
  // Run twice (a second build step, a rerun): nothing changes.
  expect(inlineStylesheets(html, snapshotAsset)).toBe(html);
});

test("a stylesheet that is missing or would close the style element stays a link", () => {
  expect(inlineStylesheets(page, () => undefined)).toBe(page);
  expect(inlineStylesheets(page, () => "p::after{content:'</style>'}")).toBe(page);
});
