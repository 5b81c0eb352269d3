import metrics from "@/lib/seo/arial-metrics.json";
import { readFontMetrics } from "./arial-metrics.mjs";

test("the committed Arial metrics are Liberation Sans's own (run node scripts/arial-metrics.mjs if not)", () => {
  const font = readFontMetrics();
  expect(metrics).toEqual(font);
  expect(font.unitsPerEm).toBe(2048);
  // Arial's own advances, which Liberation Sans matches glyph for glyph.
  expect([font.advance.W, font.advance.i, font.advance[" "], font.advance.a]).toEqual([
    1933, 455, 569, 1139,
  ]);
  expect(font.kerning.AV).toBe(-152);
});
