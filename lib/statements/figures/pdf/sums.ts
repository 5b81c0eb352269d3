// The sums a statement's tables and fee sections hold, shared by the statement families.
import { check, type Check } from "../checks";
import { sumCents } from "../money";
import type { BrandTable } from "./brand-table";
import type { FeeSection } from "./fee-lines";

/** The card-type table's rows against its total row, and its total against the summary. */
export function tableChecks(table: BrandTable, summaryNet?: number): Check[] {
  const { rows, total } = table;
  const checks: Check[] = [];
  const sum = (column: "count" | "gross" | "net") =>
    rows.every((row) => row[column] !== undefined)
      ? sumCents(rows.map((row) => row[column]!))
      : undefined;
  const gross = sum("gross");
  const net = sum("net");
  const count = sum("count");
  if (total?.gross !== undefined && gross !== undefined)
    checks.push(
      check("card types' gross sales = total gross sales", total.gross, gross, ["grossSales"]),
    );
  if (total?.net !== undefined && net !== undefined)
    checks.push(check("card types' net sales = total net sales", total.net, net, ["netSales"]));
  if (total?.count !== undefined && count !== undefined)
    checks.push(
      check("card types' items = total items", total.count, count, ["payments"], { count: true }),
    );
  if (total?.gross !== undefined && total.net !== undefined && total.refunds !== undefined)
    checks.push(
      check(
        "total gross sales − refunds = total net sales",
        total.net,
        total.gross - total.refunds,
        ["grossSales", "netSales"],
      ),
    );
  if (total?.net !== undefined && summaryNet !== undefined)
    checks.push(
      check("card types' total = summary's amount submitted", summaryNet, total.net, ["netSales"]),
    );
  return checks;
}

/** The fee lines against their subtotals and total, and the total against the summary's. */
export function feeChecks(section: FeeSection, summaryFees?: number): Check[] {
  const sum = (from: number, to: number) =>
    sumCents(section.lines.slice(from, to).map((line) => line.amount));
  const checks = section.subtotals.map((s) =>
    check(`fee lines = ${s.label}`, s.amount, sum(s.first, s.last), ["totalFees"]),
  );
  if (section.total)
    checks.push(
      check("fee lines = total fees", section.total.amount, sum(0, section.lines.length), [
        "totalFees",
      ]),
    );
  if (section.total && summaryFees !== undefined)
    checks.push(
      check("fees section's total = summary's fees charged", summaryFees, section.total.amount, [
        "totalFees",
      ]),
    );
  if (!section.total && summaryFees !== undefined && section.lines.length > 0)
    checks.push(
      check("fee lines = summary's fees charged", summaryFees, sum(0, section.lines.length), [
        "totalFees",
      ]),
    );
  return checks;
}
