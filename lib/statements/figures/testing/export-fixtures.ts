// Synthetic processor exports with known totals, for the readers' tests, the bench and hand or
// end-to-end use (`npm run fixtures:statements` writes them to fixtures/statements/). Each is
// made from its processor's public documentation of the export; none is a real statement.
import type { StatementFormat } from "../types";
import { paypalExport } from "./exports/paypal";
import { shopifyExport } from "./exports/shopify";
import { squareExport } from "./exports/square";
import { stripeBalanceExport } from "./exports/stripe-balance";
import { stripePaymentsExport } from "./exports/stripe-payments";
import { toCsv, toXlsx, type Expected, type FixtureTable } from "./exports/table";
import { toastExport } from "./exports/toast";

export type { Expected, FixtureTable } from "./exports/table";
export { toCsv, toXlsx, workbookOf } from "./exports/table";

/** One synthetic export: its file name, format, kind and bytes, and what a reader must find. */
export type ExportFixture = {
  name: string;
  format: StatementFormat;
  kind: "csv" | "xlsx";
  table: FixtureTable;
  bytes: Buffer;
  expected: Expected;
};

type Table = { name: string; format: StatementFormat; table: FixtureTable };
const table = (name: string, format: StatementFormat, made: FixtureTable): Table => ({
  name,
  format,
  table: made,
});

/** Each format's export of a month, its data rows about `rows` (default: a few dozen). */
export function exportTables(rows?: number): Table[] {
  // Refunds and the rows that are not sales add about 8% to the sales (PayPal's memos, 28%).
  const count = rows && Math.round(rows / 1.08);
  return [
    table("stripe-balance-change", "stripe-balance-change", stripeBalanceExport({ count })),
    table("stripe-payments", "stripe-payments", stripePaymentsExport({ count })),
    table("square-transactions", "square-transactions", squareExport({ count })),
    table(
      "paypal-activity",
      "paypal-activity",
      paypalExport({ count: rows && Math.round(rows / 1.28) }),
    ),
    table("shopify-payments", "shopify-payments", shopifyExport({ count })),
    table("toast-payments", "toast-payments", toastExport({ count })),
  ];
}

/** Exports the reader must not confirm, or whose rate it must not state. */
export function unconfirmedTables(): Table[] {
  const twoMonths = { from: "2026-04-16", to: "2026-05-15" };
  return [
    table(
      "stripe-balance-change-no-fee-column",
      "stripe-balance-change",
      stripeBalanceExport({ withoutFee: true }),
    ),
    table(
      "square-transactions-no-fees-column",
      "square-transactions",
      squareExport({ withoutFees: true }),
    ),
    table(
      "stripe-balance-change-two-months",
      "stripe-balance-change",
      stripeBalanceExport(twoMonths),
    ),
    table(
      "square-transactions-net-disagrees",
      "square-transactions",
      squareExport({ netOffBy: 3 }),
    ),
  ];
}

const fixture = ({ name, format, table: made }: Table, kind: "csv" | "xlsx"): ExportFixture => ({
  name: `${name}.${kind}`,
  format,
  kind,
  table: made,
  bytes: kind === "csv" ? toCsv(made) : toXlsx(made),
  expected: made.expected,
});

/** Every fixture: each format's month as CSV and as XLSX, then the ones not to confirm (CSV). */
export function exportFixtures(rows?: number): ExportFixture[] {
  return [
    ...exportTables(rows).flatMap((each) => [fixture(each, "csv"), fixture(each, "xlsx")]),
    ...unconfirmedTables().map((each) => fixture(each, "csv")),
  ];
}
