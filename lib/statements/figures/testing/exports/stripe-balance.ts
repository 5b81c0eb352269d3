import { brandTally } from "./brand-tally";
import { feeOn, plain, salesOf } from "./model";
import type { Expected, FixtureCell, FixtureTable } from "./table";

// balance_change_from_activity.itemized.3, a subset of its columns in the report's own order.
// prettier-ignore
export const stripeBalanceHeader = [
  "balance_transaction_id", "created_utc", "created", "available_on_utc", "currency", "gross",
  "fee", "net", "reporting_category", "source_id", "description", "customer_facing_amount",
  "customer_facing_currency", "automatic_payout_id", "charge_id", "payment_intent_id",
  "payment_method_type", "card_brand", "card_funding", "card_country", "statement_descriptor",
];

const cardBrand: Record<string, string> = {
  Visa: "visa",
  MasterCard: "mastercard",
  "American Express": "amex",
  Discover: "discover",
};
const RADAR = "Radar (2026-05-01 - 2026-05-31): Radar for Fraud Teams";

/**
 * A month of Stripe's itemized balance change report, in dollars: card charges with their fees,
 * refunds (Stripe keeps the fee), a dispute and its $15.00 fee, a Radar fee of its own, an ACH
 * payment (not a card sale) and payouts. `withoutFee` drops the fee column; `from`/`to` move
 * the period (two months confirm no rate).
 */
export function stripeBalanceExport({
  count = 50,
  seed = 11,
  from = "2026-05-01",
  to = "2026-05-31",
  withoutFee = false,
} = {}): FixtureTable {
  const sales = salesOf({ count, seed, from, to, cashShare: 0 });
  const rows: Record<string, FixtureCell>[] = [];
  const sum = { gross: 0, refunds: 0, processing: 0 };
  const brands = brandTally();
  const line = (
    id: string,
    date: string,
    gross: number,
    fee: number,
    category: string,
    more = {},
  ) =>
    rows.push({
      balance_transaction_id: `txn_${id}`,
      created_utc: `${date} 19:03:00`,
      created: { date, text: `${date} 14:03:00` },
      available_on_utc: `${date} 00:00:00`,
      currency: "usd",
      gross: { cents: gross, text: plain(gross) },
      fee: { cents: fee, text: plain(fee) },
      net: { cents: gross - fee, text: plain(gross - fee) },
      reporting_category: category,
      ...more,
    });
  sales.forEach((sale, i) => {
    const gross = sale.price + sale.tip;
    const fee = feeOn(gross, 2.9, 30);
    const card = {
      payment_method_type: "card",
      card_brand: cardBrand[sale.brand],
      card_funding: "credit",
      card_country: "US",
    };
    line(`c${i}`, sale.date, gross, fee, "charge", {
      source_id: `ch_${i}`,
      description: "Order, pickup",
      charge_id: `ch_${i}`,
      ...card,
    });
    sum.gross += gross;
    sum.processing += fee;
    brands.add(sale.brand, gross);
    if (sale.refund)
      line(`r${i}`, sale.refundDate, -sale.refund, 0, "refund", { source_id: `re_${i}`, ...card });
    sum.refunds += sale.refund;
  });
  const last = sales.at(-1)!.date;
  line("ach", from, 250_000, 500, "charge", {
    description: "Invoice 1042",
    payment_method_type: "us_bank_account",
  });
  line("dp", last, -8_000, 1_500, "dispute", {
    description: "Chargeback",
    payment_method_type: "card",
  });
  const radar = 5 * count;
  line("radar", last, -radar, 0, "fee", { description: RADAR });
  line("po", last, -(sum.gross - sum.processing - sum.refunds), 0, "payout", {
    description: "STRIPE PAYOUT",
  });
  const fees = sum.processing + 1_500 + radar;
  const oneMonth = from.slice(0, 7) === to.slice(0, 7);
  const expected: Expected = {
    period: { from, to: last },
    grossSales: sum.gross,
    netSales: sum.gross - sum.refunds,
    payments: count,
    ...(!withoutFee && { totalFees: fees }),
    // Without the fee column, only the fee that stands as a row of its own can be read.
    feeLines: withoutFee
      ? { [RADAR]: radar }
      : { "Processing fees": sum.processing, "Dispute fees": 1_500, [RADAR]: radar },
    brands: brands.lines(),
    salesConfirmed: !withoutFee,
    feesConfirmed: !withoutFee,
    ...(!withoutFee && oneMonth && { effectiveRate: (fees / sum.gross) * 100 }),
    why: withoutFee
      ? "no fee column: gross − fee = net cannot be checked, and total fees cannot be read"
      : oneMonth
        ? "gross − fee = net on every row and in total"
        : "the rows reconcile, but the file covers two calendar months: no monthly rate",
  };
  const header = stripeBalanceHeader.filter((name) => !(withoutFee && name === "fee"));
  return { header, rows: rows.map((cells) => header.map((name) => cells[name] ?? "")), expected };
}
