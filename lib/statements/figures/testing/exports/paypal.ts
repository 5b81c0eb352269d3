import { feeOn, grouped, salesOf } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";

// PayPal's activity download ("All activity" fields), in its order.
// prettier-ignore
export const paypalHeader = [
  "Date", "Time", "TimeZone", "Name", "Type", "Status", "Currency", "Gross", "Fee", "Net",
  "From Email Address", "To Email Address", "Transaction ID", "Shipping Address",
  "Address Status", "Item Title", "Item ID", "Shipping and Handling Amount", "Insurance Amount",
  "Sales Tax", "Reference Txn ID", "Invoice Number", "Custom Number", "Quantity", "Receipt ID",
  "Balance", "Country", "Contact Phone Number", "Subject", "Note", "Country Code",
  "Balance Impact",
];

const RATE = { percent: 3.49, fixed: 49 };
const money = (cents: number): FixtureCell => ({ cents, text: grouped(cents) });
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * A month of PayPal's activity download: payments received with negative fees, refunds that give
 * back the fee's percentage part, authorizations as "Memo" rows that moved no money, and
 * withdrawals to the bank, which are not sales.
 */
export function paypalExport({ count = 50, seed = 17 } = {}): FixtureTable {
  const sales = salesOf({ count, seed, cashShare: 0 });
  const rows: FixtureCell[][] = [];
  const sum = { gross: 0, refunds: 0, fees: 0 };
  sales.forEach((sale, i) => {
    const gross = sale.price + sale.tip;
    const fee = feeOn(gross, RATE.percent, RATE.fixed);
    const type = i % 4 ? "Express Checkout Payment" : "Mobile Payment";
    if (i % 5 === 0)
      rows.push(row(sale.date, i, "General Authorization", "Pending", gross, 0, "Memo"));
    rows.push(row(sale.date, i, type, "Completed", gross, -fee, "Credit"));
    sum.gross += gross;
    sum.fees += fee;
    if (!sale.refund) return;
    const back = feeOn(sale.refund, RATE.percent, 0);
    rows.push(row(sale.refundDate, i, "Payment Refund", "Completed", -sale.refund, back, "Debit"));
    sum.refunds += sale.refund;
    sum.fees -= back;
  });
  const last = sales.at(-1)!.date;
  rows.push(
    row(
      last,
      count,
      "General Withdrawal",
      "Completed",
      -(sum.gross - sum.fees - sum.refunds),
      0,
      "Debit",
    ),
  );
  const expected: Expected = {
    period: { from: sales[0]!.date, to: last },
    grossSales: sum.gross,
    netSales: sum.gross - sum.refunds,
    payments: count,
    totalFees: sum.fees,
    feeLines: { "PayPal fees": sum.fees },
    salesConfirmed: true,
    feesConfirmed: true,
    effectiveRate: (sum.fees / sum.gross) * 100,
    why: "Gross + Fee = Net on every payment and refund; memo rows and the withdrawal left out",
  };
  return { header: paypalHeader, rows, expected };
}

function row(
  date: string,
  i: number,
  type: string,
  status: string,
  gross: number,
  fee: number,
  impact: string,
) {
  const cells: Record<string, FixtureCell> = {
    Date: { date, text: us(date) },
    Time: `1${i % 10}:0${i % 6}:00`,
    TimeZone: "CDT",
    Name: type.includes("Withdrawal") ? "" : `Customer ${i}`,
    Type: type,
    Status: status,
    Currency: "USD",
    Gross: money(gross),
    Fee: money(fee),
    Net: money(gross + fee),
    "From Email Address": `buyer${i}@example.com`,
    "To Email Address": "orders@lakecountrycafe.example",
    "Transaction ID": `8TX${String(i).padStart(8, "0")}${type.length}`,
    "Shipping Address": `${100 + i} Main St, Pewaukee, WI 53072, United States`,
    "Address Status": "Confirmed",
    "Item Title": "Cheese curds, 2 lb",
    Quantity: "1",
    "Country Code": "US",
    "Balance Impact": impact,
  };
  return paypalHeader.map((name) => cells[name] ?? "");
}
