// A statement's table by card type ("Summary by card type", "Plan summary"): one row per card
// type with its count and amounts, and a total row. Columns are found by their headings and each
// value goes to the heading above it, so a table with more or fewer columns reads the same.
import type { BrandLine, CardBrand, FigureSource } from "../types";
import { fieldsOf, sourceOf, type Value } from "./fields";
import type { TextLine } from "./text-lines";

export type Column = "count" | "gross" | "refunds" | "net";
export type BrandRow = Partial<Record<Column, number>> & { source: FigureSource; label: string };
export type BrandTable = { rows: (BrandRow & { brand: CardBrand })[]; total?: BrandRow };

const headings: [Column | "skip", RegExp][] = [
  [
    "skip",
    /refund (items|count)|number of (credits|refunds)|credit (items|count)|avg|average|rate|discount|disc|fee/i,
  ],
  ["count", /items|number of sales|no\.? of sales|sales count|transactions|count|#/i],
  ["gross", /gross/i],
  ["refunds", /refund|credits|returns/i],
  ["net", /net|submitted|amount processed/i],
];
const tableHeading = /card type|plan( code| type)?\b|card brand|card summary/i;

const brands: [CardBrand, RegExp][] = [
  ["visa", /\bvisa\b|^vs\b|^vi\b|^vd\b/i],
  ["mastercard", /master\s?card|^mc\b|^md\b/i],
  ["discover", /discover|^ds\b|^disc\b|diners|^jcb\b/i],
  ["amex", /american express|\bamex\b|^am\b|^ax\b/i],
];
const brandOf = (label: string): CardBrand =>
  brands.find(([, pattern]) => pattern.test(label))?.[0] ?? "other";

type HeadCell = { column: Column | "skip"; x: number; right: number };

/** The first table by card type at or after `from`, or undefined. */
export function brandTable(lines: readonly TextLine[], from = 0): BrandTable | undefined {
  for (let index = from; index < lines.length; index++) {
    const head = headCells(lines[index]!);
    if (!head) continue;
    const rows: BrandTable["rows"] = [];
    for (const line of lines.slice(index + 1, index + 40)) {
      const fields = fieldsOf(line);
      if (fields.values.length === 0) {
        if (rows.length > 0) break; // the next section's heading
        continue;
      }
      const row = { ...assign(head, fields.values), source: sourceOf(line), label: fields.label };
      if (/^(grand )?total/i.test(fields.label)) return { rows, total: row };
      rows.push({ ...row, brand: brandOf(fields.label) });
    }
    if (rows.length > 0) return { rows };
  }
  return undefined;
}

function headCells(line: TextLine): HeadCell[] | undefined {
  if (!tableHeading.test(line.cells[0]?.text ?? "")) return undefined;
  const cells = line.cells.slice(1).map((cell) => ({
    column: headings.find(([, pattern]) => pattern.test(cell.text))?.[0] ?? "skip",
    x: cell.x,
    right: cell.right,
  }));
  const known = new Set(cells.map((cell) => cell.column).filter((c) => c !== "skip"));
  return known.size >= 2 ? cells : undefined;
}

// Each value under the heading it overlaps most, else the nearest one.
function assign(
  head: readonly HeadCell[],
  values: readonly Value[],
): Partial<Record<Column, number>> {
  const row: Partial<Record<Column, number>> = {};
  for (const value of values) {
    const overlap = (cell: HeadCell) =>
      Math.min(cell.right, value.right) - Math.max(cell.x, value.x);
    const distance = (cell: HeadCell) => Math.abs(cell.x + cell.right - value.x - value.right) / 2;
    const under = head.filter((cell) => overlap(cell) > 0);
    const column = (
      under.length > 0
        ? under.reduce((a, b) => (overlap(b) > overlap(a) ? b : a))
        : head.reduce((a, b) => (distance(b) < distance(a) ? b : a))
    ).column;
    if (column === "skip" || row[column] !== undefined) continue;
    const fits = column === "count" ? value.kind === "count" : value.kind === "money";
    if (fits) row[column] = column === "refunds" ? Math.abs(value.number) : value.number;
  }
  return row;
}

/** The table's rows as the brand mix: by gross sales where the table has them, else net. */
export function brandLines(table: BrandTable): BrandLine[] {
  return table.rows.flatMap(({ brand, gross, net, count, source }) => {
    const volume = gross ?? net;
    return volume === undefined
      ? []
      : [{ brand, volume, ...(count !== undefined && { count }), source }];
  });
}
