import { figuresOfCsv, rows } from "../testing/read-text";

const month = [
  "Transaction Date,Type,Order,Card Brand,Card Source,Payout Status,Payout Date,Payout ID,Available On,Amount,Fee,Net,Checkout,Payment Method Name,Presentment Amount,Presentment Currency,Currency",
  "2026-05-01 10:00:00 -0500,charge,#1001,visa,online,paid,2026-05-03,84375634,2026-05-03,1149.00,33.62,1115.38,c1,card,1149.00,USD,USD",
  "2026-05-02 10:00:00 -0500,charge,#1002,master,online,paid,2026-05-04,84375635,2026-05-04,100.00,3.20,96.80,c2,shop_pay,100.00,USD,USD",
  "2026-05-03 10:00:00 -0500,refund,#1002,master,online,paid,2026-05-05,84375636,2026-05-05,-100.00,0.00,-100.00,c2,shop_pay,-100.00,USD,USD",
  "2026-05-20 10:00:00 -0500,dispute,#1001,visa,online,paid,2026-05-21,84375637,2026-05-21,-65.00,15.00,-80.00,,card,-65.00,USD,USD",
  "2026-05-31 10:00:00 -0500,payout,,,,paid,2026-05-31,84375638,2026-05-31,-1000.00,0.00,-1000.00,,,,,USD",
];

describe("Shopify Payments' transactions export", () => {
  it("reads charges, refunds and the chargeback fee; payouts are not sales", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("shopify-payments");
    expect(figures.grossSales).toEqual({
      value: 124_900,
      source: rows("Amount", 2, 3, 2),
      confirmed: true,
    });
    expect(figures.netSales).toEqual({
      value: 114_900,
      source: rows("Amount", 2, 4, 3),
      confirmed: true,
    });
    expect(figures.feeLines).toEqual([
      { label: "Shopify Payments fees", amount: 3_682, source: rows("Fee", 2, 3, 2) },
      { label: "Chargeback fees", amount: 1_500, source: rows("Fee", 5, 5, 1) },
    ]);
    expect(figures.totalFees).toEqual({
      value: 5_182,
      source: rows("Fee", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 114_900, count: 1, source: rows("Card Brand", 2, 2, 1) },
      { brand: "mastercard", volume: 10_000, count: 1, source: rows("Card Brand", 3, 3, 1) },
    ]);
    expect(figures.checks).toEqual([
      {
        rule: "Amount − Fee = Net, on each of 4 rows and in total",
        holds: true,
        expected: 103_218,
        found: 103_218,
      },
    ]);
    expect(figures.effectiveRate).toEqual({ value: (5_182 / 124_900) * 100, basis: "gross" });
  });
});

describe("rows that each agree within a cent", () => {
  it("confirm nothing when their cents add up to more than a cent in total", async () => {
    const row = (day: number) =>
      `2026-05-0${day} 10:00:00 -0500,charge,,visa,online,paid,,,,10.00,0.59,9.42,,card,10.00,USD,USD`;
    const figures = await figuresOfCsv([month[0]!, row(1), row(2), row(3)]);
    expect(figures.checks).toEqual([
      {
        rule: "Amount − Fee = Net on each of 3 rows within a cent, but not in total",
        holds: false,
        expected: 2_823,
        found: 2_826,
      },
    ]);
    expect(figures.grossSales?.confirmed).toBe(false);
  });
});
