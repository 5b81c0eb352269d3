import { figuresOfCsv, rows } from "../testing/read-text";

const month = [
  "id,Description,Created date (UTC),Amount,Amount Refunded,Currency,Converted Amount,Converted Amount Refunded,Fee,Converted Currency,Status,Captured,Card Brand",
  'ch_1,"Order 1, pickup",2026-05-01 15:00:00,1149.00,0.00,usd,1149.00,0.00,33.62,usd,Paid,true,Visa',
  "ch_2,Order 2,2026-05-02 15:00:00,100.00,100.00,usd,100.00,100.00,3.20,usd,Refunded,true,MasterCard",
  "ch_3,Order 3,2026-05-03 15:00:00,42.00,0.00,usd,0.00,0.00,0.00,usd,Failed,false,Visa",
  "ch_4,Order 4,2026-05-04 15:00:00,90.00,0.00,cad,66.00,0.00,2.21,usd,Paid,true,Visa",
];

describe("the Stripe dashboard's payments export", () => {
  it("reads paid payments in the account's currency, refunds beside them and Stripe's fee", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("stripe-payments");
    expect(figures.grossSales).toEqual({
      value: 131_500,
      source: rows("Converted Amount", 2, 5, 3),
      confirmed: false,
    });
    expect(figures.netSales?.value).toBe(121_500);
    expect(figures.payments).toMatchObject({ value: 3, confirmed: false });
    expect(figures.totalFees).toEqual({
      value: 3_903,
      source: rows("Fee", 2, 5, 3),
      confirmed: false,
    });
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 121_500, count: 2, source: rows("Card Brand", 2, 5, 2) },
      { brand: "mastercard", volume: 10_000, count: 1, source: rows("Card Brand", 3, 3, 1) },
    ]);
  });

  it("confirms nothing and states no rate: the export has no net column to check the sums by", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.checks).toEqual([]);
    expect(figures.effectiveRate).toBeUndefined();
  });
});
