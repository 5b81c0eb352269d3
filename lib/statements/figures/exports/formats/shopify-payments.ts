import { feeFigures, salesFigures, type ExportFormat, type RowSum } from "../format";

// Shopify Payments' transactions export (Finance → Payouts → Export transactions): one row per
// charge, refund, dispute or payout, Amount − Fee = Net.
const net: RowSum = { rule: "Amount − Fee = Net", involves: [...salesFigures, ...feeFigures] };

/** Shopify Payments' transactions export: charges, refunds and disputes; payouts are not sales. */
export const shopifyPayments: ExportFormat = {
  format: "shopify-payments",
  columns: {
    date: ["transaction date"],
    type: ["type"],
    payoutStatus: ["payout status"],
    amount: ["amount"],
    fee: ["fee"],
    net: ["net"],
    currency: ["currency"],
    brand: ["card brand"],
  },
  identify: ["date", "type", "payoutStatus", "amount"],
  figures: { sales: "amount", fees: "fee", date: "date", brand: "brand" },
  read(row, tally) {
    const type = row.word("type");
    if (!["charge", "refund", "dispute", "chargeback"].includes(type)) return;
    if (!tally.inCurrency(row.text("currency"))) return;
    const amount = row.cents("amount")!;
    if (type === "charge")
      tally.sale(row, amount, row.has("brand") ? row.text("brand") : undefined);
    if (type === "refund") tally.refund(row, -amount);
    const fee = row.cents("fee");
    if (fee)
      tally.fee(
        row,
        type === "charge" || type === "refund" ? "Shopify Payments fees" : "Chargeback fees",
        fee,
        "fee",
      );
    const found = row.cents("net");
    if (fee !== undefined && found !== undefined) tally.reconcile(row, net, amount - fee, found);
  },
};
