#!/usr/bin/env node
// Writes lib/seo/arial-metrics.json: the advance widths and kerning pairs of Liberation Sans
// Regular (Debian's fonts-liberation), which has Arial's metrics glyph for glyph. Google sets its
// result titles and descriptions in Arial; the search preview and its checks measure with this
// table, so the site's metadata can use it at build time without a font file on the server.
// `node scripts/arial-metrics.mjs` regenerates it; scripts/arial-metrics.test.ts proves it current.
import { readFileSync, writeFileSync } from "node:fs";

export const liberationSansPath = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";
const outputPath = new URL("../lib/seo/arial-metrics.json", import.meta.url);

/** The byte offset of every table of a TrueType file, by tag. */
function tableOffsets(font) {
  const offsets = {};
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    offsets[font.toString("latin1", record, record + 4)] = font.readUInt32BE(record + 8);
  }
  return offsets;
}

/** Unicode code point to glyph id, from the cmap's Windows Unicode BMP subtable (format 4). */
function characterGlyphs(font, cmap) {
  const count = font.readUInt16BE(cmap + 2);
  let subtable;
  for (let index = 0; index < count; index += 1) {
    const record = cmap + 4 + index * 8;
    if (font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1)
      subtable = cmap + font.readUInt32BE(record + 4);
  }
  if (subtable === undefined || font.readUInt16BE(subtable) !== 4)
    throw new Error("The font has no Windows Unicode (format 4) character map.");
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphs = new Map();
  for (let segment = 0; segment < segments; segment += 1) {
    const start = font.readUInt16BE(starts + segment * 2);
    const end = font.readUInt16BE(ends + segment * 2);
    const delta = font.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = font.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph = code;
      if (rangeOffset) {
        glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        if (glyph === 0) continue;
      }
      glyphs.set(code, (glyph + delta) & 0xffff);
    }
  }
  return glyphs;
}

/** Advance width of every glyph id, in font units (hmtx repeats the last advance past hhea's count). */
function glyphAdvances(font, offsets) {
  const metricCount = font.readUInt16BE(offsets.hhea + 34);
  const glyphCount = font.readUInt16BE(offsets.maxp + 4);
  const advances = [];
  for (let glyph = 0; glyph < glyphCount; glyph += 1)
    advances.push(font.readUInt16BE(offsets.hmtx + Math.min(glyph, metricCount - 1) * 4));
  return advances;
}

/** Horizontal kerning pairs of the kern table (format 0) as [left glyph, right glyph, value]. */
function kerningPairs(font, kern) {
  if (kern === undefined) return [];
  const pairs = [];
  let subtable = kern + 4;
  for (let index = 0; index < font.readUInt16BE(kern + 2); index += 1) {
    const length = font.readUInt16BE(subtable + 2);
    const coverage = font.readUInt16BE(subtable + 4);
    if (coverage >> 8 === 0 && (coverage & 1) === 1) {
      const count = font.readUInt16BE(subtable + 6);
      for (let pair = 0; pair < count; pair += 1) {
        const at = subtable + 14 + pair * 6;
        pairs.push([font.readUInt16BE(at), font.readUInt16BE(at + 2), font.readInt16BE(at + 4)]);
      }
    }
    subtable += length;
  }
  return pairs;
}

/**
 * The metrics of a TrueType font by character: units per em, each character's advance and the
 * kerning between two characters ("AV": -152), all in font units, as Chromium applies them.
 */
export function readFontMetrics(path = liberationSansPath) {
  const font = readFileSync(path);
  const offsets = tableOffsets(font);
  const glyphs = characterGlyphs(font, offsets.cmap);
  const advances = glyphAdvances(font, offsets);
  const charactersOf = new Map();
  const advance = {};
  for (const [code, glyph] of [...glyphs].sort(([a], [b]) => a - b)) {
    const character = String.fromCharCode(code);
    advance[character] = advances[glyph];
    charactersOf.set(glyph, [...(charactersOf.get(glyph) ?? []), character]);
  }
  // Chromium shapes each word on its own, so a pair with a space in it (" A") is never kerned.
  const kerning = {};
  for (const [left, right, value] of kerningPairs(font, offsets.kern))
    for (const first of charactersOf.get(left) ?? [])
      for (const second of charactersOf.get(right) ?? [])
        if (!/\s/.test(first + second)) kerning[first + second] = value;
  return {
    font: "Liberation Sans Regular (metric-compatible with Arial)",
    unitsPerEm: font.readUInt16BE(offsets.head + 18),
    advance,
    kerning: Object.fromEntries(Object.entries(kerning).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(outputPath, `${JSON.stringify(readFontMetrics(), null, 2)}\n`);
  console.log(`Wrote ${outputPath.pathname}`);
}
