import { salesFigures, type ExportFormat, type RowSum } from "../format";

// Toast's payment details export (PaymentDetails.csv): one row per payment, Amount + Tip +
// Gratuity = Total. Its "V/MC/D Fees" are the card fees taken at the sale (Toast trues them up
// monthly, and American Express may be billed apart), and nothing in the file sums them: they
// are read, never confirmed.
const total: RowSum = { rule: "Amount + Tip + Gratuity = Total", involves: salesFigures };
const voided = /void|denied|declined/;

/** Toast's payment details export: credit card payments among cash, gift card and house accounts. */
export const toast: ExportFormat = {
  format: "toast-payments",
  columns: {
    date: ["paid date"],
    amount: ["amount"],
    tip: ["tip"],
    gratuity: ["gratuity"],
    total: ["total"],
    type: ["type"],
    brand: ["card type"],
    status: ["status"],
    voidDate: ["void date"],
    refund: ["refund amount"],
    refundTip: ["refund tip amount"],
    fees: ["v/mc/d fees"],
  },
  identify: ["date", "amount", "total", "type"],
  figures: { sales: "total", fees: "fees", date: "date", brand: "brand" },
  read(row, tally) {
    if (row.word("type") !== "credit" || voided.test(row.word("status")) || row.text("voidDate")) {
      return;
    }
    const paid = row.cents("total")!;
    tally.sale(row, paid, row.has("brand") ? row.text("brand") : undefined);
    const refunded = (row.cents("refund") ?? 0) + (row.cents("refundTip") ?? 0);
    if (refunded) tally.refund(row, refunded);
    const fees = row.cents("fees");
    if (fees) tally.fee(row, "V/MC/D fees", fees, "fees");
    const parts = row.cents("amount")! + (row.cents("tip") ?? 0) + (row.cents("gratuity") ?? 0);
    tally.reconcile(row, total, parts, paid);
  },
};
