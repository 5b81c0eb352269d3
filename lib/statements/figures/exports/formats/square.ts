import { parseCents } from "../../money";
import { feeFigures, salesFigures, type ExportFormat, type RowSum } from "../format";
import type { RowView } from "../row";

// Square's transactions export: one row per payment or refund, amounts as "$1,149.00 " and fees
// as "($33.62)"; Total Collected is the sum of the tenders, Net Total = Total Collected + Fees.
const net: RowSum = {
  rule: "Total Collected + Fees = Net Total",
  involves: [...salesFigures, ...feeFigures],
};
const tenders: RowSum = { rule: "the tenders add up to Total Collected", involves: salesFigures };
const tenderColumns = ["card", "cash", "giftCard", "otherTender", "cashApp"];

/** Square's transactions export: card payments among cash ones, and refunds as rows of their own. */
export const square: ExportFormat = {
  format: "square-transactions",
  columns: {
    date: ["date"],
    grossSales: ["gross sales"],
    collected: ["total collected"],
    card: ["card"],
    cash: ["cash"],
    giftCard: ["square gift card"],
    otherTender: ["other tender"],
    cashApp: ["cash app"],
    fees: ["fees"],
    net: ["net total"],
    brand: ["card brand"],
    event: ["event type"],
    status: ["transaction status"],
    rate: ["fee percentage rate"],
    fixed: ["fee fixed rate"],
  },
  identify: ["grossSales", "collected", "card"],
  figures: { sales: "card", fees: "fees", date: "date", brand: "brand" },
  read(row, tally) {
    const status = row.word("status");
    if (status && !status.startsWith("complete")) return;
    const event = row.word("event");
    const card = row.cents("card")!;
    if (event.startsWith("refund") || (!event && card < 0)) {
      if (card) tally.refund(row, -card);
    } else if (!event || event.startsWith("payment")) {
      // Cash and other tenders are not card sales: only the Card column counts.
      if (card > 0) tally.sale(row, card, row.has("brand") ? row.text("brand") : undefined);
    } else return;
    const fees = row.cents("fees");
    // Square writes fees as negative amounts, and the fees it gives back on a refund as positive.
    if (fees) tally.fee(row, feeLabel(row), -fees, "fees");
    const collected = row.cents("collected")!;
    if (row.has("cash")) {
      const paid = tenderColumns.reduce((sum, key) => sum + (row.cents(key) ?? 0), 0);
      tally.reconcile(row, tenders, paid, collected);
    }
    const found = row.cents("net");
    if (fees !== undefined && found !== undefined)
      tally.reconcile(row, net, collected + fees, found);
  },
};

// The rate Square says it charged on the row ("2.6%", "$0.15"), when the export has it.
function feeLabel(row: RowView): string {
  const percent = Number.parseFloat(row.text("rate").replace("%", ""));
  const fixed = parseCents(row.text("fixed"));
  if (!Number.isFinite(percent) || fixed === undefined) return "Processing fees";
  return `Processing fees at ${percent}% + $${(fixed / 100).toFixed(2)}`;
}
