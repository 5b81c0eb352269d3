// A statement line read as a label and the values after it: amounts of money, counts, per-item
// prices and percentages, each with where it sits, so a table's columns can be told apart.
import { parseCents } from "../money";
import type { FigureSource } from "../types";
import type { TextLine } from "./text-lines";

export type ValueKind = "money" | "count" | "price" | "percent";
export type Value = { kind: ValueKind; text: string; x: number; right: number; number: number };
export type Fields = { label: string; values: Value[]; line: TextLine };

/** A page and line as a figure's source. */
export const sourceOf = (line: TextLine): FigureSource => ({
  kind: "pdf",
  page: line.page,
  line: line.line,
});

// "$1,149.00", "-8.19", "(33.62)", "1,302.17-", "57.09 CR": money has cents or a dollar sign.
const moneyShape =
  /^[(\-−]?\s*\$?\s*-?[\d,]*\d\.\d{2}\)?-?(\s?(CR|DR))?$|^[(\-−]?\$\s*[\d,]*\d\)?$/i;
const countShape = /^\d{1,3}(,\d{3})+$|^\d+$/;
// "0.0250", "$.10", "@ 0.25": a price per item, with more than two decimals or a leading "@".
const priceShape = /^@?\s*\$?0?\.\d{3,}$/;
const percentShape = /^-?\d*\.?\d+\s*%$/;

/** What one token is, or undefined for words. */
export function valueOf(text: string, x: number, right: number): Value | undefined {
  const t = text.trim();
  if (percentShape.test(t)) return { kind: "percent", text: t, x, right, number: parseFloat(t) };
  if (priceShape.test(t)) {
    return { kind: "price", text: t, x, right, number: Number(t.replace(/[@$\s]/g, "")) };
  }
  if (countShape.test(t)) {
    return { kind: "count", text: t, x, right, number: Number(t.replace(/,/g, "")) };
  }
  const cents = moneyShape.test(t) ? parseCents(t) : undefined;
  return cents === undefined ? undefined : { kind: "money", text: t, x, right, number: cents };
}

/**
 * The line's label (its words before the first value) and its values. A cell that runs words and
 * numbers together ("Fees Charged -8.19") is split at its spaces.
 */
export function fieldsOf(line: TextLine): Fields {
  let fields = read.get(line);
  if (!fields) read.set(line, (fields = split(line)));
  return fields;
}

// Each line is split once, however many labels are looked for on it.
const read = new WeakMap<TextLine, Fields>();

function split(line: TextLine): Fields {
  const words: string[] = [];
  const values: Value[] = [];
  for (const cell of line.cells) {
    const whole = valueOf(cell.text, cell.x, cell.right);
    if (whole) {
      values.push(whole);
      continue;
    }
    const tokens = cell.text.split(" ");
    // Values at the cell's end, read back from its right edge.
    const trailing: Value[] = [];
    let right = cell.right;
    const width = (cell.right - cell.x) / Math.max(cell.text.length, 1);
    while (tokens.length > 1) {
      const value = valueOf(tokens.at(-1)!, right - tokens.at(-1)!.length * width, right);
      if (!value) break;
      trailing.unshift(value);
      right = value.x - width;
      tokens.pop();
    }
    if (values.length === 0) words.push(tokens.join(" "));
    values.push(...trailing);
  }
  return { label: words.join(" ").trim(), values, line };
}

/** The last amount of money on a line: a total's or a fee's own column. */
export const lastMoney = (fields: Fields): Value | undefined =>
  fields.values.findLast((value) => value.kind === "money");

/** A figure a line states after its label: its first line whose label matches, and its value. */
export type Labelled = { value: number; source: FigureSource; index: number };

/** The first line whose label matches `pattern` and which holds a value of `kind`. */
export function labelled(
  lines: readonly TextLine[],
  pattern: RegExp,
  kind: "money" | "count" = "money",
): Labelled | undefined {
  for (const [index, line] of lines.entries()) {
    const fields = fieldsOf(line);
    if (!pattern.test(fields.label)) continue;
    const value =
      kind === "money" ? lastMoney(fields) : fields.values.find((v) => v.kind === "count");
    if (value) return { value: value.number, source: sourceOf(line), index };
  }
  return undefined;
}
