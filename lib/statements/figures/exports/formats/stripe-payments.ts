import type { ExportFormat } from "../format";

// Statuses of a payment that took money: failed, canceled and uncaptured ones did not.
const took = /^(paid|succeeded|refunded|partially refunded)$/;

/**
 * The Stripe dashboard's payments export: one row per payment, amounts in dollars, the amount
 * refunded beside it, and Stripe's fee. It has no net column nor totals, so nothing in it checks
 * the sums: its figures stay unconfirmed (the balance change report confirms them).
 */
export const stripePayments: ExportFormat = {
  format: "stripe-payments",
  columns: {
    amount: ["amount"],
    amountRefunded: ["amount refunded"],
    status: ["status"],
    // In the account's currency where the export converts it.
    sales: ["converted amount", "amount"],
    refunded: ["converted amount refunded", "amount refunded"],
    currency: ["converted currency", "currency"],
    fee: ["fee"],
    captured: ["captured"],
    date: ["created date (utc)", "created (utc)", "created"],
    brand: ["card brand"],
  },
  identify: ["amount", "amountRefunded", "status", "date"],
  figures: { sales: "sales", fees: "fee", date: "date", brand: "brand" },
  read(row, tally) {
    if (!took.test(row.word("status").replace(/_/g, " "))) return;
    if (row.word("captured") === "false") return;
    if (!tally.inCurrency(row.text("currency"))) return;
    tally.sale(row, row.cents("sales")!, row.has("brand") ? row.text("brand") : undefined);
    const refunded = row.cents("refunded")!;
    if (refunded) tally.refund(row, refunded);
    const fee = row.cents("fee");
    if (fee) tally.fee(row, "Stripe fees", fee, "fee");
  },
};
