import type { StatementFigures } from "../../types";
import { readExport } from "..";

/** The figures read from a CSV export written out in a test; fails the test when none are read. */
export async function figuresOfCsv(lines: string[]): Promise<StatementFigures> {
  const read = await readExport(Buffer.from(`${lines.join("\r\n")}\r\n`), "csv");
  if (!read.read) throw new Error(`not read: ${read.reason}`);
  return read.figures;
}

/** A figure's source: rows `first` to `last` of `column`, `count` of them. */
export const rows = (column: string, first: number, last: number, count: number) => ({
  kind: "rows",
  column,
  first,
  last,
  count,
});
