import { brandTally } from "./brand-tally";
import { feeOn, plain, salesOf } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";

// Shopify Payments' transactions export (Finance → Payouts → Export), in its order.
// prettier-ignore
export const shopifyHeader = [
  "Transaction Date", "Type", "Order", "Card Brand", "Card Source", "Payout Status",
  "Payout Date", "Payout ID", "Available On", "Amount", "Fee", "Net", "Checkout",
  "Payment Method Name", "Presentment Amount", "Presentment Currency", "Currency",
];

const cardBrand: Record<string, string> = {
  Visa: "visa",
  MasterCard: "master",
  "American Express": "american_express",
  Discover: "discover",
};
const money = (cents: number): FixtureCell => ({ cents, text: plain(cents) });

/**
 * A month of Shopify Payments' transactions export: charges with their fee, refunds (Shopify
 * keeps the fee), a chargeback with its $15.00 fee, and payouts, which are not sales.
 */
export function shopifyExport({ count = 50, seed = 19 } = {}): FixtureTable {
  const sales = salesOf({ count, seed, cashShare: 0 });
  const rows: FixtureCell[][] = [];
  const sum = { gross: 0, refunds: 0, fees: 0 };
  const brands = brandTally();
  sales.forEach((sale, i) => {
    const amount = sale.price + sale.tip;
    const fee = feeOn(amount, 2.9, 30);
    rows.push(row(sale.date, "charge", i, amount, fee, cardBrand[sale.brand]!));
    sum.gross += amount;
    sum.fees += fee;
    brands.add(sale.brand, amount);
    if (sale.refund)
      rows.push(row(sale.refundDate, "refund", i, -sale.refund, 0, cardBrand[sale.brand]!));
    sum.refunds += sale.refund;
  });
  const last = sales.at(-1)!.date;
  rows.push(row(last, "dispute", count, -6_500, 1_500, "visa"));
  rows.push(row(last, "payout", count + 1, -(sum.gross - sum.fees - sum.refunds), 0, ""));
  const fees = sum.fees + 1_500;
  const expected: Expected = {
    period: { from: sales[0]!.date, to: last },
    grossSales: sum.gross,
    netSales: sum.gross - sum.refunds,
    payments: count,
    totalFees: fees,
    feeLines: { "Shopify Payments fees": sum.fees, "Chargeback fees": 1_500 },
    brands: brands.lines(),
    salesConfirmed: true,
    feesConfirmed: true,
    effectiveRate: (fees / sum.gross) * 100,
    why: "Amount − Fee = Net on every charge, refund and dispute; payouts left out",
  };
  return { header: shopifyHeader, rows, expected };
}

function row(date: string, type: string, i: number, amount: number, fee: number, brand: string) {
  const payout = type === "payout";
  const cells: Record<string, FixtureCell> = {
    "Transaction Date": { date, text: `${date} 14:0${i % 10}:00 -0500` },
    Type: type,
    Order: payout ? "" : `#${1001 + i}`,
    "Card Brand": brand,
    "Card Source": payout ? "" : "online",
    "Payout Status": "paid",
    "Payout Date": date,
    "Payout ID": "84375634",
    "Available On": date,
    Amount: money(amount),
    Fee: money(fee),
    Net: money(amount - fee),
    Checkout: payout ? "" : `c${i}`,
    "Payment Method Name": payout ? "" : i % 3 ? "card" : "shop_pay",
    "Presentment Amount": money(amount),
    "Presentment Currency": "USD",
    Currency: "USD",
  };
  return shopifyHeader.map((name) => cells[name] ?? "");
}
