import type { CardBrand } from "../../types";
import { feeOn, salesOf, squareMoney, type Sale } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";
import { brandTally } from "./brand-tally";

// Square's transactions export, in the order its documentation lists the columns.
// prettier-ignore
export const squareHeader = [
  "Date", "Time", "Time Zone", "Gross Sales", "Discounts", "Service Charges", "Net Sales",
  "Gift Card Sales", "Tax", "Tip", "Partial Refunds", "Total Collected", "Source", "Card",
  "Card Entry Methods", "Cash", "Square Gift Card", "Other Tender", "Other Tender Type",
  "Other Tender Note", "Fees", "Net Total", "Transaction ID", "Payment ID", "Card Brand",
  "PAN Suffix", "Device Name", "Staff Name", "Staff ID", "Details", "Description", "Event Type",
  "Location", "Dining Option", "Customer ID", "Customer Name", "Customer Reference ID",
  "Device Nickname", "Deposit ID", "Deposit Date", "Deposit Details", "Fee Percentage Rate",
  "Fee Fixed Rate", "Refund Reason", "Discount Name", "Transaction Status", "Cash App",
  "Order Reference ID", "Fulfillment Note", "Free Processing Applied", "Channel",
  "Unattributed Tips",
];

const RATE = { percent: 2.6, fixed: 15 };
const money = (cents: number): FixtureCell => ({ cents, text: squareMoney(cents) });
const day = (date: string): FixtureCell => ({ date, text: date });

/**
 * A month of Square's transactions export: card and cash payments, refunds as rows of their own
 * that give back their share of the fee, "$1,149.00 " amounts and "($33.62)" fees. With
 * `netOffBy`, that many rows' Net Total is a dollar off (the file then contradicts itself);
 * `withoutFees` drops the Fees column (the tenders still confirm card sales; fees are unread).
 */
export function squareExport({
  count = 60,
  netOffBy = 0,
  seed = 7,
  withoutFees = false,
} = {}): FixtureTable {
  const sales = salesOf({ count, seed, cashShare: 0.25 });
  const rows: FixtureCell[][] = [];
  const expected = { gross: 0, refunds: 0, fees: 0, payments: 0 };
  const brands = brandTally();
  sales.forEach((sale, i) => {
    const total = sale.price + sale.tip;
    const card = sale.tender === "card";
    const fee = card ? feeOn(total, RATE.percent, RATE.fixed) : 0;
    rows.push(row(sale, i, "Payment", { total, card, fee, off: i < netOffBy ? 100 : 0 }));
    if (!card) return;
    expected.gross += total;
    expected.payments++;
    expected.fees += fee;
    brands.add(sale.brand, total);
    if (!sale.refund) return;
    const back = Math.round((fee * sale.refund) / total);
    rows.push(
      row({ ...sale, date: sale.refundDate }, i, "Refund", {
        total: -sale.refund,
        card,
        fee: -back,
        off: 0,
      }),
    );
    expected.refunds += sale.refund;
    expected.fees -= back;
  });
  const confirmed = netOffBy === 0;
  const fees = !withoutFees && {
    totalFees: expected.fees,
    feeLines: { [`Processing fees at ${RATE.percent}% + $0.15`]: expected.fees },
  };
  const result: Expected = {
    period: { from: sales[0]!.date, to: rows.reduce((last, r) => maxDate(last, r[0]!), "") },
    grossSales: expected.gross,
    netSales: expected.gross - expected.refunds,
    payments: expected.payments,
    ...fees,
    brands: brands.lines(),
    salesConfirmed: confirmed,
    feesConfirmed: confirmed && !withoutFees,
    ...(confirmed && !withoutFees && { effectiveRate: (expected.fees / expected.gross) * 100 }),
    why: withoutFees
      ? "no Fees column: the tenders confirm card sales, but fees cannot be read, so no rate"
      : confirmed
        ? "Total Collected + Fees = Net Total and the tenders add up to Total Collected on every row"
        : `${netOffBy} rows' Net Total disagrees with Total Collected + Fees`,
  };
  const header = squareHeader.filter((name) => !(withoutFees && name === "Fees"));
  const kept = header.map((name) => squareHeader.indexOf(name));
  return { header, rows: rows.map((cells) => kept.map((at) => cells[at]!)), expected: result };
}

type Amounts = { total: number; card: boolean; fee: number; off: number };

function row(
  sale: Sale,
  i: number,
  event: string,
  { total, card, fee, off }: Amounts,
): FixtureCell[] {
  const refund = event === "Refund";
  const brand: CardBrand | "" = card ? (sale.brand as never) : "";
  const cells: Record<string, FixtureCell> = {
    Date: day(sale.date),
    Time: sale.time,
    "Time Zone": "Central Time (US & Canada)",
    "Gross Sales": money(refund ? total : sale.price),
    Discounts: money(0),
    "Service Charges": money(0),
    "Net Sales": money(refund ? total : sale.price),
    "Gift Card Sales": money(0),
    Tax: money(0),
    Tip: money(refund ? 0 : sale.tip),
    "Partial Refunds": money(0),
    "Total Collected": money(total),
    Source: "Point of Sale",
    Card: money(card ? total : 0),
    "Card Entry Methods": card ? "Contactless" : "",
    Cash: money(card ? 0 : total),
    "Square Gift Card": money(0),
    "Other Tender": money(0),
    Fees: money(-fee),
    "Net Total": money(total - fee + off),
    "Transaction ID": `T${String(i).padStart(6, "0")}sq${refund ? "R" : ""}`,
    "Payment ID": `P${String(i).padStart(6, "0")}`,
    "Card Brand": brand,
    "PAN Suffix": card ? String(1000 + (i % 9000)) : "",
    "Device Name": "Front counter",
    "Staff Name": "Dana Kowalski",
    Details: `https://squareup.com/dashboard/sales/transactions/T${i}`,
    Description: i % 3 ? "Custom Amount" : "Brat, Cheese Curds, Large",
    "Event Type": event,
    Location: "Pewaukee",
    "Fee Percentage Rate": card ? String(RATE.percent) : "",
    "Fee Fixed Rate": card ? squareMoney(RATE.fixed) : "",
    "Refund Reason": refund ? "Returned goods" : "",
    "Transaction Status": "Complete",
    "Cash App": money(0),
    Channel: "Point of Sale",
  };
  return squareHeader.map((name) => cells[name] ?? "");
}

const maxDate = (last: string, cell: FixtureCell) => {
  const date = typeof cell === "object" && "date" in cell ? cell.date : "";
  return date > last ? date : last;
};
