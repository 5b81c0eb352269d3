import { figuresOfCsv, rows } from "../testing/read-text";

const radar = "Radar (2026-05-01 - 2026-05-31): Radar for Fraud Teams";
// Card charges at 2.9% + $0.30, an ACH payment, a refund (Stripe keeps the fee), a Radar fee of
// its own, a dispute with its $15.00 fee, and a payout.
const month = [
  "balance_transaction_id,created_utc,created,currency,gross,fee,net,reporting_category,description,payment_method_type,card_brand",
  "txn_1,2026-05-01 15:00:00,2026-05-01 10:00:00,usd,1149.00,33.62,1115.38,charge,Order 1,card,visa",
  "txn_2,2026-05-02 15:00:00,2026-05-02 10:00:00,usd,2500.00,5.00,2495.00,charge,Invoice 7,us_bank_account,",
  "txn_3,2026-05-03 15:00:00,2026-05-03 10:00:00,usd,-1149.00,0.00,-1149.00,refund,,card,visa",
  "txn_4,2026-05-04 15:00:00,2026-05-04 10:00:00,usd,100.00,3.20,96.80,charge,Order 2,card_present,amex",
  `txn_5,2026-05-31 15:00:00,2026-05-31 10:00:00,usd,-2.50,0.00,-2.50,fee,${radar},,`,
  "txn_6,2026-05-20 15:00:00,2026-05-20 10:00:00,usd,-100.00,15.00,-115.00,dispute,Chargeback,card,amex",
  "txn_7,2026-05-31 15:00:00,2026-05-31 10:00:00,usd,-1000.00,0.00,-1000.00,payout,STRIPE PAYOUT,,",
];

describe("Stripe's itemized balance change report", () => {
  it("reads card charges in dollars by reporting category; an ACH payment is not a card sale", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("stripe-balance-change");
    expect(figures.grossSales).toEqual({
      value: 124_900,
      source: rows("gross", 2, 5, 2),
      confirmed: true,
    });
    expect(figures.netSales).toEqual({
      value: 10_000,
      source: rows("gross", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.payments).toEqual({ value: 2, source: rows("gross", 2, 5, 2), confirmed: true });
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 114_900, count: 1, source: rows("card_brand", 2, 2, 1) },
      { brand: "amex", volume: 10_000, count: 1, source: rows("card_brand", 5, 5, 1) },
    ]);
  });

  it("itemizes processing fees, a fee of its own under its description, and the dispute fee", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.feeLines).toEqual([
      { label: "Processing fees", amount: 3_682, source: rows("fee", 2, 5, 2) },
      { label: radar, amount: 250, source: rows("gross", 6, 6, 1) },
      { label: "Dispute fees", amount: 1_500, source: rows("fee", 7, 7, 1) },
    ]);
    expect(figures.totalFees).toEqual({
      value: 5_432,
      source: rows("fee", 2, 7, 4),
      confirmed: true,
    });
    expect(figures.effectiveRate).toEqual({ value: (5_432 / 124_900) * 100, basis: "gross" });
  });

  it("reads the period from the local created column, ahead of created_utc", async () => {
    expect((await figuresOfCsv(month)).period).toEqual({
      from: "2026-05-01",
      to: "2026-05-31",
      source: rows("created", 2, 8, 7),
    });
  });

  it("without a fee column, confirms nothing and reads no fees", async () => {
    const drop = (line: string) =>
      line
        .split(",")
        .filter((_, i) => i !== 5)
        .join(",");
    const figures = await figuresOfCsv(month.map(drop));
    expect(figures.grossSales).toMatchObject({ value: 124_900, confirmed: false });
    expect(figures.totalFees).toBeUndefined();
    expect(figures.checks).toEqual([]);
    expect(figures.effectiveRate).toBeUndefined();
  });

  it("states no rate for a file that covers two calendar months, though its rows reconcile", async () => {
    const spread = month.map((line) => line.replaceAll("2026-05-01", "2026-04-28"));
    const figures = await figuresOfCsv(spread);
    expect(figures.period).toMatchObject({ from: "2026-04-28", to: "2026-05-31" });
    expect(figures.grossSales?.confirmed).toBe(true);
    expect(figures.totalFees?.confirmed).toBe(true);
    expect(figures.effectiveRate).toBeUndefined();
  });
});
