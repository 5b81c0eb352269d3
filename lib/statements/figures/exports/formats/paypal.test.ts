import { figuresOfCsv, rows } from "../testing/read-text";

const header =
  '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","Balance Impact"';
const line = (
  date: string,
  type: string,
  status: string,
  gross: string,
  fee: string,
  net: string,
  impact: string,
) =>
  `"${date}","10:00:00","CDT","Ann Lee","${type}","${status}","USD","${gross}","${fee}","${net}","${impact}"`;
// Two payments (3.49% + $0.49), an authorization that moved no money, a refund that gives back
// the fee's percentage part, and a withdrawal to the bank.
const month = [
  header,
  line(
    "05/01/2026",
    "Express Checkout Payment",
    "Completed",
    "1,149.00",
    "-40.59",
    "1,108.41",
    "Credit",
  ),
  line("05/01/2026", "General Authorization", "Pending", "500.00", "0.00", "500.00", "Memo"),
  line("05/02/2026", "Website Payment", "Completed", "100.00", "-3.98", "96.02", "Credit"),
  line("05/03/2026", "Payment Refund", "Completed", "-100.00", "3.49", "-96.51", "Debit"),
  line("05/31/2026", "General Withdrawal", "Completed", "-1,000.00", "0.00", "-1,000.00", "Debit"),
];

describe("PayPal's activity download", () => {
  it("reads payments received, their negative fees and refunds; memo rows and withdrawals are not sales", async () => {
    const figures = await figuresOfCsv(month);
    expect(figures.format).toBe("paypal-activity");
    expect(figures.grossSales).toEqual({
      value: 124_900,
      source: rows("Gross", 2, 4, 2),
      confirmed: true,
    });
    expect(figures.netSales).toEqual({
      value: 114_900,
      source: rows("Gross", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.payments).toEqual({ value: 2, source: rows("Gross", 2, 4, 2), confirmed: true });
    expect(figures.totalFees).toEqual({
      value: 4_108,
      source: rows("Fee", 2, 5, 3),
      confirmed: true,
    });
    expect(figures.feeLines).toEqual([
      { label: "PayPal fees", amount: 4_108, source: rows("Fee", 2, 5, 3) },
    ]);
    expect(figures.brands).toEqual([]);
    expect(figures.checks).toEqual([
      {
        rule: "Gross + Fee = Net, on each of 3 rows and in total",
        holds: true,
        expected: 110_792,
        found: 110_792,
      },
    ]);
    expect(figures.effectiveRate).toEqual({ value: (4_108 / 124_900) * 100, basis: "gross" });
  });

  it("covers the dates of every row, withdrawals included", async () => {
    expect((await figuresOfCsv(month)).period).toEqual({
      from: "2026-05-01",
      to: "2026-05-31",
      source: rows("Date", 2, 6, 5),
    });
  });

  it("leaves out a payment in another currency, and then confirms nothing", async () => {
    const euro = line(
      "05/04/2026",
      "Express Checkout Payment",
      "Completed",
      "50.00",
      "-2.24",
      "47.76",
      "Credit",
    ).replace('"USD"', '"EUR"');
    const figures = await figuresOfCsv([...month, euro]);
    expect(figures.grossSales).toMatchObject({ value: 124_900, confirmed: false });
    expect(figures.checks.at(-1)).toEqual({
      rule: "every row in USD: 1 rows left out",
      holds: false,
      expected: 0,
      found: 1,
    });
    expect(figures.effectiveRate).toBeUndefined();
  });

  it("confirms nothing when a fee is not an amount", async () => {
    const figures = await figuresOfCsv(month.map((each) => each.replace('"-3.98"', '"n/a"')));
    expect(figures.checks[0]).toMatchObject({
      holds: false,
      rule: "Gross + Fee = Net: 1 of 3 rows disagree",
    });
    expect(figures.totalFees?.confirmed).toBe(false);
  });
});
