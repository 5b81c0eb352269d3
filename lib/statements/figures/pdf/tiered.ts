// Tiered statements (the older TSYS, Heartland and ISO layouts): a plan summary by card type,
// then discount lines by tier (qualified, mid-qualified, non-qualified) with their volume, rate
// and fee, transaction fees and service fees, and a total of fees.
import type { Check } from "../checks";
import type { Draft } from "../finish";
import { brandLines, brandTable } from "./brand-table";
import { fieldsOf, lastMoney } from "./fields";
import { feeSection } from "./fee-lines";
import { feeChecks, tableChecks } from "./sums";
import type { TextLine } from "./text-lines";

const tier = /\b(non|mid|partially)[- ]?qual|\b[mn][- ]qual|^qual(ified)?\b/i;
const feesHeading =
  /^(fees|fee (detail|summary)|discount( detail| fees)?|transaction fees|service (fees|charges)|processing fees|card fees|fees and charges)$/i;
const feesTotal = /^total (fees( charged| due| and charges| & charges)?|charges)$/i;

/** The statement's figures, or undefined when none of its fee lines names a tier. */
export function readTiered(lines: readonly TextLine[]): Draft | undefined {
  const tierLine = lines.findIndex(
    (line) => tier.test(fieldsOf(line).label) && lastMoney(fieldsOf(line)),
  );
  if (tierLine < 0) return undefined;
  // The fee section starts at the last fee heading before the first tier line.
  const headings = lines
    .slice(0, tierLine)
    .map((line, index) => (feesHeading.test(line.text) ? index : -1))
    .filter((index) => index >= 0);
  const section = feeSection(lines, headings.at(-1) ?? tierLine - 1, feesTotal);

  const table = brandTable(lines);
  const checks: Check[] = [...(table ? tableChecks(table) : []), ...feeChecks(section)];
  const total = table?.total;
  return {
    format: "pdf-tiered",
    read: {
      ...(total?.gross !== undefined && {
        grossSales: { value: total.gross, source: total.source },
      }),
      ...(total?.net !== undefined && { netSales: { value: total.net, source: total.source } }),
      ...(total?.count !== undefined && { payments: { value: total.count, source: total.source } }),
      ...(section.total && {
        totalFees: { value: section.total.amount, source: section.total.source },
      }),
    },
    checks,
    feeLines: section.lines,
    brands: table ? brandLines(table) : [],
  };
}
