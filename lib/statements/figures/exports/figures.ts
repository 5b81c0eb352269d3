import { agrees } from "../money";
import type { ArithmeticCheck, StatementFigures } from "../types";
import { sameMonth } from "./dates";
import type { Bound } from "./header";
import type { Tally } from "./tally";

/**
 * The month's figures from an export's tally. A figure is confirmed only when one of the
 * export's own sums that involves it (rows against the net column, tenders against the total
 * collected) was checked and every check holds; the effective rate is stated only when card
 * sales and fees are both confirmed and the file covers one calendar month.
 */
export function figuresOf(
  { format, names, index }: Bound,
  tally: Tally,
  sheet?: string,
): StatementFigures {
  const checks = checksOf(tally);
  const allHold = checks.every((check) => check.holds);
  const vouched = (what: "sales" | "fees") =>
    allHold &&
    [...tally.reconciled].some(([check, sum]) => check.covers.includes(what) && sum.rows > 0);
  const column = (key: string) => names[key] ?? key;
  const salesConfirmed = vouched("sales") && tally.payments.count > 0;
  const salesColumn = column(format.figures.sales);
  const feesKey = format.figures.fees;
  const feesRead = feesKey !== undefined && index[feesKey] !== undefined;
  const feesConfirmed = feesRead && vouched("fees");
  const { period } = tally;
  const figures: StatementFigures = {
    format: format.format,
    ...(period.from && {
      period: {
        from: period.from,
        to: period.to,
        source: period.rows.source(column(format.figures.date), sheet),
      },
    }),
    grossSales: {
      value: tally.sales.cents,
      source: tally.sales.rows.source(salesColumn, sheet),
      confirmed: salesConfirmed,
    },
    netSales: {
      value: tally.sales.cents - tally.refunds.cents,
      source: tally.salesAndRefunds.source(salesColumn, sheet),
      confirmed: salesConfirmed,
    },
    payments: {
      value: tally.payments.count,
      source: tally.payments.source(salesColumn, sheet),
      confirmed: salesConfirmed,
    },
    ...(feesRead && {
      totalFees: {
        value: tally.fees.cents,
        source: tally.fees.rows.source(column(feesKey), sheet),
        confirmed: feesConfirmed,
      },
    }),
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
    checks,
    flags: [],
  };
  const oneMonth = period.from !== "" && sameMonth(period.from, period.to);
  if (salesConfirmed && feesConfirmed && oneMonth && tally.sales.cents > 0) {
    figures.effectiveRate = { value: tally.fees.cents / tally.sales.cents, basis: "gross" };
  }
  return figures;
}

function checksOf(tally: Tally): ArithmeticCheck[] {
  const checks: ArithmeticCheck[] = [...tally.reconciled].map(([check, sum]) => {
    const totals = agrees(sum.expected, sum.found);
    const rule = sum.disagree
      ? `${check.rule}: ${sum.disagree} of ${sum.rows} rows disagree`
      : totals
        ? `${check.rule}, on each of ${sum.rows} rows and in total`
        : `${check.rule} on each of ${sum.rows} rows within a cent, but not in total`;
    return { rule, holds: sum.disagree === 0 && totals, expected: sum.expected, found: sum.found };
  });
  const leftOut = (rule: string, rows: number) =>
    rows > 0 &&
    checks.push({ rule: `${rule}: ${rows} rows left out`, holds: false, expected: 0, found: rows });
  leftOut(`every row in ${tally.currency || "one currency"}`, tally.otherCurrency);
  leftOut("every row with amounts has a date", tally.undated);
  return checks;
}
