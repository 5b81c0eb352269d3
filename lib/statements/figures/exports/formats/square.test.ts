import { figuresOfCsv, rows } from "../testing/read-text";

const header =
  "Date,Time,Gross Sales,Tip,Total Collected,Card,Cash,Fees,Net Total,Card Brand,Event Type,Fee Percentage Rate,Fee Fixed Rate,Transaction Status";
// A card payment, a cash one, another card payment, and its refund (Square gives the fee back).
const month = [
  header,
  '2026-05-01,09:00:00,"$1,149.00 ",$0.00,"$1,149.00 ","$1,149.00 ",$0.00,($30.02),"$1,118.98 ",Visa,Payment,2.6,$0.15,Complete',
  "2026-05-02,09:10:00,$20.00 ,$0.00,$20.00 ,$0.00,$20.00 ,$0.00,$20.00 ,,Payment,,,Complete",
  "2026-05-03,12:00:00,$95.00 ,$5.00 ,$100.00 ,$100.00 ,$0.00,($2.75),$97.25 ,MasterCard,Payment,2.6,$0.15,Complete",
  "2026-05-04,12:30:00,($100.00),$0.00,($100.00),($100.00),$0.00,$2.75 ,($97.25),MasterCard,Refund,2.6,$0.15,Complete",
];

describe("Square's transactions export", () => {
  it("reads card sales from the Card column, not cash, with refunds and fees given back", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("square-transactions");
    expect(figures.grossSales).toEqual({
      value: 124_900,
      source: rows("Card", 2, 4, 2),
      confirmed: true,
    });
    expect(figures.netSales).toEqual({
      value: 114_900,
      source: rows("Card", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.payments).toEqual({ value: 2, source: rows("Card", 2, 4, 2), confirmed: true });
    expect(figures.totalFees).toEqual({
      value: 3_002,
      source: rows("Fees", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.period).toEqual({
      from: "2026-05-01",
      to: "2026-05-04",
      source: rows("Date", 2, 5, 4),
    });
  });

  it("names the fee line by the rate the export states, and the brands by Card Brand", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.feeLines).toEqual([
      { label: "Processing fees at 2.6% + $0.15", amount: 3_002, source: rows("Fees", 2, 5, 3) },
    ]);
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 114_900, count: 1, source: rows("Card Brand", 2, 2, 1) },
      { brand: "mastercard", volume: 10_000, count: 1, source: rows("Card Brand", 4, 4, 1) },
    ]);
  });

  it("states the rate, on gross card sales, once both sums hold on every row", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.checks).toEqual([
      {
        rule: "the tenders add up to Total Collected, on each of 4 rows and in total",
        holds: true,
        expected: 116_900,
        found: 116_900,
      },
      {
        rule: "Total Collected + Fees = Net Total, on each of 4 rows and in total",
        holds: true,
        expected: 113_898,
        found: 113_898,
      },
    ]);
    expect(figures.effectiveRate).toEqual({ value: (3_002 / 124_900) * 100, basis: "gross" });
  });

  it("confirms nothing when a row's Net Total disagrees with the file's own sum", async () => {
    const off = month.map((line, i) =>
      i === 3 ? line.replace("$97.25 ,Master", "$98.25 ,Master") : line,
    );
    const figures = await figuresOfCsv(off);
    expect(figures.checks[1]).toMatchObject({
      holds: false,
      rule: "Total Collected + Fees = Net Total: 1 of 4 rows disagree",
    });
    expect(figures.grossSales?.confirmed).toBe(false);
    expect(figures.totalFees?.confirmed).toBe(false);
    expect(figures.effectiveRate).toBeUndefined();
  });

  it("without a Fees column, confirms card sales by the tenders but reads no fees and no rate", async () => {
    const drop = (line: string) =>
      line
        .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .filter((_, i) => i !== 7)
        .join(",");
    const figures = await figuresOfCsv(month.map(drop));
    expect(figures.grossSales).toMatchObject({ value: 124_900, confirmed: true });
    expect(figures.totalFees).toBeUndefined();
    expect(figures.feeLines).toEqual([]);
    expect(figures.effectiveRate).toBeUndefined();
  });

  it("leaves out payments that are not complete", async () => {
    const pending = month.map((line, i) => (i === 1 ? line.replace(/Complete$/, "Pending") : line));
    expect((await figuresOfCsv(pending)).grossSales?.value).toBe(10_000);
  });
});
