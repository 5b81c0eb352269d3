import type { ExportFormat } from "./format";
import type { Cell, ColumnIndex } from "./row";

/** A header as the formats name it: no byte-order mark, lower case, "_" and runs of spaces as one space. */
export const headerKey = (text: string): string =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ");

/** An export recognised by its header row: each of its columns' place, and header as written. */
export type Bound = { format: ExportFormat; index: ColumnIndex; names: Record<string, string> };

/**
 * The export whose identifying headers a row holds, wherever they stand in it, or undefined.
 * When several would fit, the one that names the most identifying columns wins.
 */
export function bindHeader(
  cells: readonly Cell[],
  formats: readonly ExportFormat[],
): Bound | undefined {
  const positions = new Map<string, number>();
  cells.forEach((cell, at) => {
    const key = typeof cell === "string" ? headerKey(cell) : "";
    if (key && !positions.has(key)) positions.set(key, at);
  });
  if (positions.size < 2) return undefined;
  let best: Bound | undefined;
  for (const format of formats) {
    const index: ColumnIndex = {};
    const names: Record<string, string> = {};
    for (const [key, aliases] of Object.entries(format.columns)) {
      const at = aliases
        .map((alias) => positions.get(headerKey(alias)))
        .find((i) => i !== undefined);
      if (at === undefined) continue;
      index[key] = at;
      names[key] = String(cells[at])
        .replace(/^\uFEFF/, "")
        .trim();
    }
    const fits = format.identify.every((key) => index[key] !== undefined);
    if (fits && (!best || format.identify.length > best.format.identify.length)) {
      best = { format, index, names };
    }
  }
  return best;
}
