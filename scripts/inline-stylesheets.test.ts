import { inlineStylesheets } from "./inline-stylesheets.mjs";

const page =
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></head>' +
  "<body><p>Hi</p></body></html>";
const sheets: Record<string, string> = {
  "/_next/static/chunks/a.css": "p{color:red}",
  "/_next/static/chunks/b.css": "@media print{p{color:black}}",
};

test("each stylesheet is inlined in place and its link kept for React, applying nowhere", () => {
  const html = inlineStylesheets(page, (href) => sheets[href]);
  expect(html).toBe(
    "<html><head>" +
      '<style data-inlined="/_next/static/chunks/a.css">p{color:red}</style>' +
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" media="not all" disabled=""/>' +
      '<style data-inlined="/_next/static/chunks/b.css">@media print{p{color:black}}</style>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" media="not all" disabled=""/>' +
      "</head><body><p>Hi</p></body></html>",
  );
  // Run twice (a second build step, a rerun): nothing changes.
  expect(inlineStylesheets(html, (href) => sheets[href])).toBe(html);
});

test("a stylesheet that is missing or would close the style element stays a link", () => {
  const html = inlineStylesheets(page, (href) =>
    href.endsWith("a.css") ? undefined : "p::after{content:'</style>'}",
  );
  expect(html).toBe(page);
});
