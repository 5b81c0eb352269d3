import type { Check, FigureKey } from "../checks";
import { finishFigures } from "../finish";
import { agrees } from "../money";
import type { StatementFigures } from "../types";
import { feeFigures, salesFigures } from "./format";
import type { Bound } from "./header";
import type { Tally } from "./tally";

const every: readonly FigureKey[] = [...salesFigures, ...feeFigures];

/**
 * The month's figures from an export's tally, judged as every reader's are (finish.ts): each
 * confirmed only when one of the export's own sums bears on it (rows against the net column,
 * tenders against the total collected) and every sum that does holds, on each row and in total.
 */
export function figuresOf(bound: Bound, tally: Tally, sheet?: string): StatementFigures {
  const { format, names, index } = bound;
  const column = (key: string) => names[key] ?? key;
  const sales = column(format.figures.sales);
  const feesKey = format.figures.fees;
  const fees = feesKey !== undefined && index[feesKey] !== undefined ? column(feesKey) : undefined;
  const { period } = tally;
  return finishFigures({
    format: format.format,
    read: {
      grossSales: { value: tally.sales.cents, source: tally.sales.rows.source(sales, sheet) },
      netSales: {
        value: tally.sales.cents - tally.refunds.cents,
        source: tally.salesAndRefunds.source(sales, sheet),
      },
      payments: { value: tally.payments.count, source: tally.payments.source(sales, sheet) },
      ...(fees && {
        totalFees: { value: tally.fees.cents, source: tally.fees.rows.source(fees, sheet) },
      }),
    },
    checks: checksOf(tally),
    feeLines: [...tally.feeLines].map(([label, line]) => ({
      label,
      amount: line.cents,
      source: line.rows.source(column(line.column), sheet),
    })),
    brands: [...tally.brands].map(([brand, line]) => ({
      brand,
      volume: line.cents,
      count: line.count,
      source: line.rows.source(column(format.figures.brand ?? "brand"), sheet),
    })),
    ...(period.from && {
      period: {
        from: period.from,
        to: period.to,
        source: period.rows.source(column(format.figures.date), sheet),
      },
    }),
  });
}

// Each sum checked row by row, holding when every row agrees within a cent and so do the totals;
// rows left out (another currency, amounts without a date) bear on every figure.
function checksOf(tally: Tally): Check[] {
  const checks: Check[] = [...tally.reconciled].map(([sum, rows]) => {
    const totals = agrees(rows.expected, rows.found);
    const rule = rows.disagree
      ? `${sum.rule}: ${rows.disagree} of ${rows.rows} rows disagree`
      : totals
        ? `${sum.rule}, on each of ${rows.rows} rows and in total`
        : `${sum.rule} on each of ${rows.rows} rows within a cent, but not in total`;
    const holds = rows.disagree === 0 && totals;
    return { rule, holds, expected: rows.expected, found: rows.found, involves: sum.involves };
  });
  const leftOut = (rule: string, rows: number) =>
    rows > 0 &&
    checks.push({
      rule: `${rule}: ${rows} rows left out`,
      holds: false,
      expected: 0,
      found: rows,
      involves: every,
    });
  leftOut(`every row in ${tally.currency || "one currency"}`, tally.otherCurrency);
  leftOut("every row with amounts has a date", tally.undated);
  return checks;
}
