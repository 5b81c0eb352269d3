import { brandTally } from "./brand-tally";
import { feeOn, plain, salesOf } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";

// Toast's payment details export (PaymentDetails.csv), its fields in the documented order.
// prettier-ignore
export const toastHeader = [
  "Location", "Payment Id", "Order Id", "Order #", "Paid Date", "Order Date", "Check Id",
  "Check #", "Tab Name", "Server", "Table", "Dining Area", "Service", "Dining Option",
  "House Acct #", "Amount", "Tip", "Gratuity", "Total", "Swiped Card Amount",
  "Keyed Card Amount", "Amount Tendered", "Refunded", "Refund Date", "Refund Amount",
  "Refund Tip Amount", "Void User", "Void Approver", "Void Date", "Status", "Type",
  "Cash Drawer", "Card Type", "Other Type", "Email", "Phone", "Last 4 Card Digits",
  "V/MC/D Fees", "Room Info", "Receipt", "Source", "Last 4 Gift Card Digits",
  "First 5 Gift Card Digits",
];

const cardType: Record<string, string> = {
  Visa: "VISA",
  MasterCard: "MASTERCARD",
  "American Express": "AMEX",
  Discover: "DISCOVER",
};
const money = (cents: number): FixtureCell => ({ cents, text: plain(cents) });
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * A month of Toast's payment details: credit payments among cash ones, an 18% gratuity on large
 * parties, a voided payment, refunds on the payment's own row, and card fees taken at the sale.
 * Amount + Tip + Gratuity = Total confirms the card sales; nothing sums the fees.
 */
export function toastExport({ count = 60, seed = 23 } = {}): FixtureTable {
  const sales = salesOf({ count, seed, cashShare: 0.25 });
  const sum = { gross: 0, refunds: 0, fees: 0, payments: 0 };
  const brands = brandTally();
  const rows = sales.map((sale, i) => {
    const gratuity = i % 7 === 0 ? Math.round(sale.price * 0.18) : 0;
    const total = sale.price + sale.tip + gratuity;
    const credit = sale.tender === "card";
    const fee = credit ? feeOn(total, 2.49, 15) : 0;
    if (credit) {
      sum.gross += total;
      sum.refunds += sale.refund;
      sum.fees += fee;
      sum.payments++;
      brands.add(sale.brand, total);
    }
    return row(
      i,
      sale.date,
      { amount: sale.price, tip: sale.tip, gratuity, total, fee },
      credit,
      sale.brand,
      credit ? sale.refund : 0,
    );
  });
  rows.push(
    row(
      count,
      sales[2]!.date,
      { amount: 4_400, tip: 0, gratuity: 0, total: 4_400, fee: 0 },
      true,
      "Visa",
      0,
      true,
    ),
  );
  const expected: Expected = {
    period: { from: sales[0]!.date, to: sales.at(-1)!.date },
    grossSales: sum.gross,
    netSales: sum.gross - sum.refunds,
    payments: sum.payments,
    totalFees: sum.fees,
    feeLines: { "V/MC/D fees": sum.fees },
    brands: brands.lines(),
    salesConfirmed: true,
    feesConfirmed: false,
    why: "Amount + Tip + Gratuity = Total confirms card sales; no sum in the file checks the V/MC/D fees",
  };
  return { header: toastHeader, rows, expected };
}

type Paid = { amount: number; tip: number; gratuity: number; total: number; fee: number };

function row(
  i: number,
  date: string,
  paid: Paid,
  credit: boolean,
  brand: string,
  refund: number,
  voided = false,
) {
  const when = { date, text: `${us(date)} 1${i % 10}:2${i % 6}:00` };
  const cells: Record<string, FixtureCell> = {
    Location: "Lake Country Cafe",
    "Payment Id": String(500_000_000 + i),
    "Order Id": String(400_000_000 + i),
    "Order #": String(100 + i),
    "Paid Date": when,
    "Order Date": when,
    "Check #": String(i + 1),
    Server: "Sam, Lead",
    "Dining Option": "Dine In",
    Amount: money(paid.amount),
    Tip: money(paid.tip),
    Gratuity: money(paid.gratuity),
    Total: money(paid.total),
    "Swiped Card Amount": money(credit ? paid.total : 0),
    "Keyed Card Amount": money(0),
    "Amount Tendered": money(credit ? 0 : paid.total),
    Refunded: refund ? "Yes" : "No",
    "Refund Date": refund ? us(date) : "",
    "Refund Amount": money(refund),
    "Refund Tip Amount": money(0),
    "Void Date": voided ? us(date) : "",
    Status: voided ? "VOIDED" : credit ? "CAPTURED" : "CLOSED",
    Type: credit ? "Credit" : "Cash",
    "Card Type": credit ? cardType[brand]! : "",
    "Last 4 Card Digits": credit ? String(1000 + i) : "",
    "V/MC/D Fees": money(paid.fee),
    Source: "In Store",
  };
  return toastHeader.map((name) => cells[name] ?? "");
}
