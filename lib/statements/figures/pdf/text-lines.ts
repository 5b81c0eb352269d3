// A page's positioned text, as pdf.js gives it (runs of glyphs with a position), put back into
// the lines and columns a reader sees: runs at one height form a line, and a gap wider than about
// a character's width between runs starts a new cell.

/** A run of text where the page draws it: x and y in points from the top left, as shown. */
export type PlacedRun = { text: string; x: number; y: number; width: number; size: number };

/** One column's text on a line, and where it starts and ends. */
export type TextCell = { text: string; x: number; right: number };

/** One line of a page, 1-based, top to bottom, with its cells left to right. */
export type TextLine = { page: number; line: number; y: number; cells: TextCell[]; text: string };

/** A gap this many font sizes wide or more separates two cells; a narrower one, two words. */
const cellGap = 0.8;
/** Runs whose baselines are within this many font sizes of each other share a line. */
const lineTolerance = 0.35;
/** No statement's cell runs longer; a file's longer text is cut, so no label costs more to read. */
const cellLength = 200;

/** The lines of one page, from its runs in any order. */
export function linesOf(runs: readonly PlacedRun[], page: number): TextLine[] {
  const visible = runs
    .filter((run) => run.text.trim() !== "")
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PlacedRun[][] = [];
  for (const run of visible) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(run.y - first.y) <= lineTolerance * Math.max(first.size, 1)) {
      row.push(run);
    } else rows.push([run]);
  }
  return rows.map((row, index) => {
    const cells = cellsOf(row.sort((a, b) => a.x - b.x));
    return {
      page,
      line: index + 1,
      y: row[0]!.y,
      cells,
      text: cells.map((cell) => cell.text).join(" "),
    };
  });
}

function cellsOf(row: readonly PlacedRun[]): TextCell[] {
  const cells: TextCell[] = [];
  let previous: PlacedRun | undefined;
  for (const run of row) {
    const text = run.text.replace(/\s+/g, " ").trim();
    const last = cells.at(-1);
    const gap = last ? run.x - last.right : Infinity;
    const size = Math.max(run.size, previous?.size ?? 0, 1);
    if (last && previous && gap < cellGap * size) {
      // Runs drawn a glyph or a word at a time: a space where the page leaves or draws one.
      const spaced = gap > 0.15 * size || /\s$/.test(previous.text) || /^\s/.test(run.text);
      const joined = `${last.text}${spaced ? " " : ""}${text}`;
      last.text = joined.slice(0, cellLength);
      last.right = Math.max(last.right, run.x + run.width);
    } else cells.push({ text: text.slice(0, cellLength), x: run.x, right: run.x + run.width });
    previous = run;
  }
  return cells;
}
