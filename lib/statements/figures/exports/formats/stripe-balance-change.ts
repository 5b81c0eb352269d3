import { feeFigures, salesFigures, type ExportFormat, type RowSum } from "../format";

// Stripe's itemized "balance change from activity" report (balance_change_from_activity.itemized.*):
// one row per balance transaction, amounts in dollars ("major units"), net = gross - fee.
const net: RowSum = { rule: "gross − fee = net", involves: [...salesFigures, ...feeFigures] };
// payment_method_type values that are cards; others (ACH debits, wallets on bank rails) are not card sales.
const cards = new Set(["card", "card_present", "interac_present"]);

/** Stripe's itemized balance change report, read by its reporting categories. */
export const stripeBalanceChange: ExportFormat = {
  format: "stripe-balance-change",
  columns: {
    category: ["reporting_category"],
    gross: ["gross"],
    fee: ["fee"],
    net: ["net"],
    currency: ["currency"],
    date: ["created", "created_utc"],
    brand: ["card_brand"],
    method: ["payment_method_type"],
    description: ["description"],
  },
  identify: ["category", "gross"],
  figures: { sales: "gross", fees: "fee", date: "date", brand: "brand" },
  read(row, tally) {
    const category = row.word("category");
    const payment = category === "charge" || category === "partial_capture_reversal";
    if (!payment && !["refund", "dispute", "dispute_reversal", "fee"].includes(category)) return;
    if ((payment || category === "refund") && row.has("method") && !cards.has(row.word("method"))) {
      return;
    }
    if (!tally.inCurrency(row.text("currency"))) return;
    const gross = row.cents("gross")!;
    const fee = row.cents("fee");
    const brand = row.has("brand") ? row.text("brand") : undefined;
    // A partial capture's reversal takes back the part of a charge that was never captured.
    if (payment) tally.sale(row, gross, brand, category === "charge");
    if (category === "refund") tally.refund(row, -gross);
    // A fee of its own (Radar, Billing, Connect) is a row whose gross is the fee, under its description.
    if (category === "fee")
      tally.fee(row, row.text("description") || "Stripe fees", -gross, "gross");
    const label = category.startsWith("dispute") ? "Dispute fees" : "Processing fees";
    if (fee) tally.fee(row, label, fee, "fee");
    const found = row.cents("net");
    if (fee !== undefined && found !== undefined) tally.reconcile(row, net, gross - fee, found);
  },
};
