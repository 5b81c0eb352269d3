// A statement's fee lines: from a section's heading to its total, every line with a label and an
// amount, with the count and per-item price where the line prints them. Subtotal lines are kept
// apart, each with the lines it sums, so they can be checked too.
import type { PricedFeeLine } from "../flags";
import type { FigureSource } from "../types";
import { fieldsOf, lastMoney, sourceOf, type Fields } from "./fields";
import type { TextLine } from "./text-lines";

/** A subtotal line and the fee lines it sums (`lines[first..last)`). */
export type Subtotal = {
  label: string;
  amount: number;
  source: FigureSource;
  first: number;
  last: number;
};
export type FeeSection = {
  lines: PricedFeeLine[];
  subtotals: Subtotal[];
  /** The section's total line, when it has one. */
  total?: { amount: number; source: FigureSource };
};

const furniture = /^(page \d+|continued|\(continued\)|date\b.*description|description\b)/i;
const subtotal = /^(sub-?\s?total|total)\b/i;
const leadingDate = /^(\d{1,2}\/\d{1,2}(\/\d{2,4})?\s+)+/;

/**
 * The fee lines from the line after `start` up to the line `isTotal` names (or `stop`, or the
 * end). Amounts come out as charged: positive, however the statement signs its fees.
 */
export function feeSection(
  lines: readonly TextLine[],
  start: number,
  isTotal: RegExp,
  stop?: RegExp,
): FeeSection {
  const found: PricedFeeLine[] = [];
  const subtotals: Subtotal[] = [];
  let total: FeeSection["total"];
  for (const line of lines.slice(start + 1, start + 600)) {
    const fields = fieldsOf(line);
    const money = lastMoney(fields);
    if (isTotal.test(fields.label) && money) {
      total = { amount: money.number, source: sourceOf(line) };
      break;
    }
    if (stop?.test(line.text)) break;
    if (!money || furniture.test(fields.label) || fields.label === "") continue;
    if (subtotal.test(fields.label)) {
      const first = subtotals.at(-1)?.last ?? 0;
      const { label } = fields;
      subtotals.push({
        label,
        amount: money.number,
        source: sourceOf(line),
        first,
        last: found.length,
      });
    } else found.push(priced(fields, money.number));
  }
  // Fees printed as debits ("-8.19") read as charged; a credit back then reads negative.
  const sign = (total?.amount ?? found.reduce((sum, l) => sum + l.amount, 0)) < 0 ? -1 : 1;
  return {
    lines: found.map((line) => ({ ...line, amount: sign * line.amount })),
    subtotals: subtotals.map((s) => ({ ...s, amount: sign * s.amount })),
    ...(total && { total: { ...total, amount: sign * total.amount } }),
  };
}

function priced(fields: Fields, amount: number): PricedFeeLine {
  const label = fields.label.replace(leadingDate, "").trim();
  const count = fields.values.find((value) => value.kind === "count")?.number;
  const money = fields.values.filter((value) => value.kind === "money");
  const price = fields.values.find((value) => value.kind === "price");
  // "640 0.25 160.00": with a count, the amount before the line's own is its price.
  const percent = fields.values.some((value) => value.kind === "percent");
  const before =
    count !== undefined && !percent && money.length >= 2 ? money.at(-2)!.number / 100 : undefined;
  const perItemDollars = price?.number ?? before;
  return {
    label,
    amount,
    source: sourceOf(fields.line),
    ...(count !== undefined && { count }),
    ...(perItemDollars !== undefined && { perItemDollars }),
  };
}
