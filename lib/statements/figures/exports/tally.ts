import { agrees } from "../money";
import type { CardBrand } from "../types";
import { cardBrand } from "./brands";
import type { RowSum } from "./format";
import type { RowView } from "./row";
import { Span } from "./span";

// Past this many labels, further fee lines are summed as one (an export cannot grow the list).
const MAX_FEE_LINES = 24;
const OTHER_FEES = "Other fees";

type Sum = { cents: number; rows: Span };
type Reconciled = { rows: number; disagree: number; expected: number; found: number };

/** What an export's rows add up to, in cents, each sum with the rows it came from. */
export class Tally {
  readonly sales: Sum = { cents: 0, rows: new Span() };
  readonly payments = new Span();
  readonly refunds: Sum = { cents: 0, rows: new Span() };
  /** Sales and refunds together: the rows net sales come from. */
  readonly salesAndRefunds = new Span();
  readonly fees: Sum = { cents: 0, rows: new Span() };
  readonly feeLines = new Map<string, Sum & { column: string }>();
  readonly brands = new Map<CardBrand, Sum & { count: number }>();
  readonly reconciled = new Map<RowSum, Reconciled>();
  readonly period = { from: "", to: "", rows: new Span() };
  currency = "";
  /** Rows left out for another currency than the first one met, or for having no date. */
  otherCurrency = 0;
  undated = 0;
  /** Whether any row counted towards a figure or a check. */
  touched = false;

  /** A card payment (`counted` false for an amount that adjusts one, as a partial capture). */
  sale(row: RowView, cents: number, brand?: string, counted = true): void {
    this.add(this.sales, row, cents);
    this.salesAndRefunds.add(row.number);
    if (counted) this.payments.add(row.number);
    if (brand === undefined) return;
    const name = cardBrand(brand) ?? "other";
    const line = this.brands.get(name) ?? { cents: 0, count: 0, rows: new Span() };
    this.brands.set(name, line);
    this.add(line, row, cents);
    if (counted) line.count++;
  }

  /** A refund to a card, as a positive amount. */
  refund(row: RowView, cents: number): void {
    this.add(this.refunds, row, cents);
    this.salesAndRefunds.add(row.number);
  }

  /** A fee charged (positive) or given back (negative), under the export's own label. */
  fee(row: RowView, label: string, cents: number, column: string): void {
    const name =
      this.feeLines.has(label) || this.feeLines.size < MAX_FEE_LINES ? label : OTHER_FEES;
    const line = this.feeLines.get(name) ?? { cents: 0, rows: new Span(), column };
    this.feeLines.set(name, line);
    this.add(line, row, cents);
    this.add(this.fees, row, cents);
  }

  /** One row of one of the export's own sums: `found` in the file against `expected` from it. */
  reconcile(row: RowView, check: RowSum, expected: number, found: number): void {
    const sum = this.reconciled.get(check) ?? { rows: 0, disagree: 0, expected: 0, found: 0 };
    this.reconciled.set(check, sum);
    sum.rows++;
    if (row.unreadable || !agrees(expected, found)) sum.disagree++;
    sum.expected += expected;
    sum.found += found;
    this.touched = true;
  }

  /** Whether the row is in the export's currency (the first one met); counts it out if not. */
  inCurrency(code: string): boolean {
    const currency = code.trim().toUpperCase();
    if (!currency) return true;
    if (!this.currency) this.currency = currency;
    if (currency === this.currency) return true;
    this.otherCurrency++;
    return false;
  }

  /** A row of the export dated `date`: the period is the dates the file covers. */
  dated(row: number, date: string): void {
    if (!this.period.from || date < this.period.from) this.period.from = date;
    if (date > this.period.to) this.period.to = date;
    this.period.rows.add(row);
  }

  private add(sum: Sum, row: RowView, cents: number) {
    sum.cents += cents;
    sum.rows.add(row.number);
    this.touched = true;
  }
}
