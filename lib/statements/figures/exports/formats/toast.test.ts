import { figuresOfCsv, rows } from "../testing/read-text";

const header =
  "Location,Payment Id,Paid Date,Amount,Tip,Gratuity,Total,Refunded,Refund Amount,Refund Tip Amount,Void Date,Status,Type,Card Type,V/MC/D Fees";
// A credit payment with a tip, one with an 18% gratuity and a partial refund, a cash payment and
// a voided credit payment.
const month = [
  header,
  "Cafe,1,05/01/2026 12:00:00,1149.00,0.00,0.00,1149.00,No,0.00,0.00,,CAPTURED,Credit,VISA,28.76",
  "Cafe,2,05/02/2026 18:30:00,100.00,5.00,18.00,123.00,Yes,20.00,0.00,,CAPTURED,Credit,AMEX,3.21",
  "Cafe,3,05/03/2026 08:15:00,12.00,0.00,0.00,12.00,No,0.00,0.00,,CLOSED,Cash,,0.00",
  "Cafe,4,05/04/2026 09:00:00,44.00,0.00,0.00,44.00,No,0.00,0.00,05/04/2026,VOIDED,Credit,VISA,0.00",
];

describe("Toast's payment details export", () => {
  it("reads credit payments with tips and gratuity, not cash nor voided ones", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("toast-payments");
    expect(figures.grossSales).toEqual({
      value: 127_200,
      source: rows("Total", 2, 3, 2),
      confirmed: true,
    });
    expect(figures.netSales).toEqual({
      value: 125_200,
      source: rows("Total", 2, 3, 2),
      confirmed: true,
    });
    expect(figures.payments).toMatchObject({ value: 2, confirmed: true });
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 114_900, count: 1, source: rows("Card Type", 2, 2, 1) },
      { brand: "amex", volume: 12_300, count: 1, source: rows("Card Type", 3, 3, 1) },
    ]);
    expect(figures.checks).toEqual([
      {
        rule: "Amount + Tip + Gratuity = Total, on each of 2 rows and in total",
        holds: true,
        expected: 127_200,
        found: 127_200,
      },
    ]);
  });

  it("reads the V/MC/D fees but never confirms them, so it states no rate", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.totalFees).toEqual({
      value: 3_197,
      source: rows("V/MC/D Fees", 2, 3, 2),
      confirmed: false,
    });
    expect(figures.feeLines).toEqual([
      { label: "V/MC/D fees", amount: 3_197, source: rows("V/MC/D Fees", 2, 3, 2) },
    ]);
    expect(figures.effectiveRate).toBeUndefined();
  });

  it("confirms no card sales when Amount + Tip + Gratuity is not the Total", async () => {
    const figures = await figuresOfCsv(month.map((line) => line.replace(",123.00,", ",124.00,")));
    expect(figures.grossSales).toMatchObject({ value: 127_300, confirmed: false });
  });
});
