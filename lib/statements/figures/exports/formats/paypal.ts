import { feeFigures, salesFigures, type ExportFormat, type RowSum } from "../format";

// PayPal's activity download: Gross + Fee = Net, fees negative; "Memo" rows move no money.
const net: RowSum = { rule: "Gross + Fee = Net", involves: [...salesFigures, ...feeFigures] };
// Statuses of money that moved (a payment later refunded shows "Refunded").
const moved = /^(completed|cleared|refunded|partially refunded)$/;
// Types that are not sales: money leaving for the bank, moving between balances, held, or asked for.
const notSales =
  /withdraw|transfer|conversion|hold|reserve|authori[sz]ation|deposit|request|invoice sent/;
const sales = /payment|checkout|sale|subscription|terminal|paypal here|received/;

/** PayPal's activity download: payments received, refunds and chargebacks among other activity. */
export const paypal: ExportFormat = {
  format: "paypal-activity",
  columns: {
    date: ["date"],
    type: ["type"],
    status: ["status"],
    currency: ["currency"],
    gross: ["gross"],
    fee: ["fee"],
    net: ["net"],
    impact: ["balance impact"],
  },
  identify: ["type", "status", "gross"],
  figures: { sales: "gross", fees: "fee", date: "date" },
  read(row, tally) {
    const impact = row.word("impact");
    if (impact === "memo" || !moved.test(row.word("status"))) return;
    const type = row.word("type");
    if (notSales.test(type) || !tally.inCurrency(row.text("currency"))) return;
    const gross = row.cents("gross")!;
    let label = "PayPal fees";
    if (/refund/.test(type)) tally.refund(row, -gross);
    else if (/reversal|chargeback|dispute/.test(type)) label = "Chargeback fees";
    else if (sales.test(type) && gross > 0 && impact !== "debit") tally.sale(row, gross);
    else return;
    const fee = row.cents("fee");
    if (fee) tally.fee(row, label, -fee, "fee");
    const found = row.cents("net");
    if (fee !== undefined && found !== undefined) tally.reconcile(row, net, gross + fee, found);
  },
};
