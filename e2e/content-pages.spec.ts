import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { buildSnapshot, type BuildSnapshot as Snapshot } from "../scripts/built-pages.mjs";

// The 22 pages that moved from TypeScript into content/*.md files (issue 44) must build to what
// they built to before: the same head tags, JSON-LD, <main> and header and footer. The snapshot
// was taken from main's build at 59b9975 by scripts/built-pages.mjs; a change of copy on purpose
// takes a new one (node scripts/built-pages.mjs | gzip -9n > e2e/fixtures/content-pages.json.gz).
const before = JSON.parse(
  gunzipSync(readFileSync(path.join("e2e", "fixtures", "content-pages.json.gz"))).toString("utf8"),
) as Snapshot;

/**
 * React's `<!-- -->` separates two text nodes that sit side by side; whether it writes one depends
 * on how the text was split into nodes, not on what the page shows, so it is left out.
 */
const shown = (line: string | undefined) => line?.replaceAll("<!-- -->", "");

/** The first line that differs, with its neighbours, so a failure shows where. */
function firstDifference(was: readonly string[], now: readonly string[]) {
  const at = was.findIndex((line, index) => shown(line) !== shown(now[index]));
  const index = at === -1 ? was.length : at;
  return { line: index, was: was.slice(index, index + 2), now: now.slice(index, index + 2) };
}

test.describe("pages moved into content files", () => {
  const after = buildSnapshot(".next");

  test("share the header and footer they had", () => {
    expect(firstDifference(before.chrome, after.chrome)).toEqual(
      firstDifference(before.chrome, before.chrome),
    );
  });

  for (const [route, was] of Object.entries(before.pages)) {
    test(`${route} builds to the head, JSON-LD and main it had before the move`, () => {
      const now = after.pages[route];
      if (!now) throw new Error(`${route} was not built`);
      expect(now.head).toEqual(was.head);
      expect(now.jsonLd).toEqual(was.jsonLd);
      expect(firstDifference(was.main, now.main)).toEqual(firstDifference(was.main, was.main));
    });
  }
});
