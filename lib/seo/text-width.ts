import metrics from "./arial-metrics.json";

const advances: Record<string, number> = metrics.advance;
const kerning: Record<string, number> = metrics.kerning;

/** The ellipsis Google puts where it cuts a title or description. */
export const ellipsis = "…";

/**
 * The width in CSS pixels of one line of text set in Arial at `fontPx`, as a browser lays it out:
 * each character's advance plus the font's kerning between neighbours (Chromium's canvas agrees to
 * the fraction, see e2e/seo-preview.spec.ts). A character Arial lacks (an emoji) counts as one em,
 * about what the browser's fallback font gives it.
 */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  let previous = "";
  for (const character of text) {
    units += (advances[character] ?? metrics.unitsPerEm) + (kerning[previous + character] ?? 0);
    previous = character;
  }
  return (units * fontPx) / metrics.unitsPerEm;
}

export type Cut = {
  /** What Google shows: the text itself, or the words that fit followed by the ellipsis. */
  shown: string;
  /** The words cut off, empty when the text fits. */
  hidden: string;
  /** The width of the whole text. */
  width: number;
};

/**
 * Where Google would cut `text` to fit `maxPx`: nothing when it fits, otherwise after the last
 * whole word that fits together with the ellipsis (Google cuts at word boundaries and drops a
 * trailing separator such as " |" or ",").
 */
export function cutToWidth(text: string, fontPx: number, maxPx: number): Cut {
  const width = textWidth(text, fontPx);
  if (width <= maxPx) return { shown: text, hidden: "", width };
  const words = text.split(" ");
  for (let count = words.length - 1; count > 0; count -= 1) {
    const kept = words
      .slice(0, count)
      .join(" ")
      .replace(/[\s|,:;–—-]+$/, "");
    const shown = `${kept} ${ellipsis}`;
    if (kept && textWidth(shown, fontPx) <= maxPx)
      return { shown, hidden: text.slice(kept.length).trimStart(), width };
  }
  return { shown: ellipsis, hidden: text, width };
}
