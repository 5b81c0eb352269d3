import { brandTally } from "./brand-tally";
import { feeOn, plain, salesOf } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";

// The dashboard's Payments → Export, its default columns in order.
// prettier-ignore
export const stripePaymentsHeader = [
  "id", "Description", "Seller Message", "Created date (UTC)", "Amount", "Amount Refunded",
  "Currency", "Converted Amount", "Converted Amount Refunded", "Fee", "Taxes On Fee",
  "Converted Currency", "Mode", "Status", "Statement Descriptor", "Customer ID",
  "Customer Description", "Customer Email", "Captured", "Card ID", "Card Last4", "Card Brand",
  "Card Funding", "Card Exp Month", "Card Exp Year", "Card Name", "Card Address Zip",
  "Card Issue Country", "Card Fingerprint", "Card CVC Status", "Disputed Amount",
  "Dispute Status", "Invoice ID", "Payment Source Type", "PaymentIntent ID",
];

const money = (cents: number): FixtureCell => ({ cents, text: plain(cents) });

/**
 * A month of the Stripe dashboard's payments export, in dollars: paid and refunded payments and a
 * failed one. It has no net column, so nothing in it checks the sums: read, never confirmed.
 */
export function stripePaymentsExport({ count = 50, seed = 13 } = {}): FixtureTable {
  const sales = salesOf({ count, seed, cashShare: 0 });
  const brands = brandTally();
  const sum = { gross: 0, refunds: 0, fees: 0 };
  const rows = sales.map((sale, i) => {
    const amount = sale.price + sale.tip;
    const fee = feeOn(amount, 2.9, 30);
    sum.gross += amount;
    sum.refunds += sale.refund;
    sum.fees += fee;
    brands.add(sale.brand, amount);
    return cellsOf(
      i,
      sale.date,
      amount,
      sale.refund,
      fee,
      sale.refund === amount ? "Refunded" : "Paid",
      sale.brand,
    );
  });
  rows.push(cellsOf(count, sales[1]!.date, 4_200, 0, 0, "Failed", "Visa"));
  const expected: Expected = {
    period: { from: sales[0]!.date, to: sales.at(-1)!.date },
    grossSales: sum.gross,
    netSales: sum.gross - sum.refunds,
    payments: count,
    totalFees: sum.fees,
    feeLines: { "Stripe fees": sum.fees },
    brands: brands.lines(),
    salesConfirmed: false,
    feesConfirmed: false,
    why: "the payments export has no net column nor totals: nothing in it checks the sums",
  };
  return { header: stripePaymentsHeader, rows, expected };
}

function cellsOf(
  i: number,
  date: string,
  amount: number,
  refunded: number,
  fee: number,
  status: string,
  brand: string,
) {
  const cells: Record<string, FixtureCell> = {
    id: `ch_3Pq${String(i).padStart(6, "0")}`,
    Description: `Order #${1000 + i}, online`,
    "Created date (UTC)": { date, text: `${date} 19:03:00` },
    Amount: money(amount),
    "Amount Refunded": money(refunded),
    Currency: "usd",
    "Converted Amount": money(amount),
    "Converted Amount Refunded": money(refunded),
    Fee: money(fee),
    "Taxes On Fee": money(0),
    "Converted Currency": "usd",
    Mode: "Live",
    Status: status,
    "Statement Descriptor": "LAKE COUNTRY CAFE",
    "Customer Email": `customer${i}@example.com`,
    Captured: status === "Failed" ? "false" : "true",
    "Card Last4": String(4000 + i),
    "Card Brand": brand,
    "Card Funding": "credit",
    "Payment Source Type": "card",
    "PaymentIntent ID": `pi_${i}`,
  };
  return stripePaymentsHeader.map((name) => cells[name] ?? "");
}
