import { pdfLine, pdfReader } from "../testing/pdf-reader";
import { tieredStatement } from "../testing/tiered-fixture";

// Tiered statements, read by pdf.js in a worker thread as the server reads them.

const reader = pdfReader();
afterAll(() => reader.close());

const at = pdfLine;

describe("the tiered statement", () => {
  it("reads the plan summary and the fee lines by tier, each from its line, all confirmed", async () => {
    const figures = await reader.figures(tieredStatement());
    expect(figures.format).toBe("pdf-tiered");
    expect(figures.period).toEqual({ from: "2026-04-01", to: "2026-04-30", source: at(1, 4) });
    expect(figures.grossSales).toEqual({ value: 3_325_265, source: at(1, 10), confirmed: true });
    expect(figures.netSales).toEqual({ value: 3_311_740, source: at(1, 10), confirmed: true });
    expect(figures.payments).toEqual({ value: 573, source: at(1, 10), confirmed: true });
    expect(figures.totalFees).toEqual({ value: 91_249, source: at(2, 15), confirmed: true });
    expect(figures.brands.map((b) => [b.brand, b.volume, b.count])).toEqual([
      ["visa", 2_214_055, 380],
      ["mastercard", 980_210, 171],
      ["discover", 131_000, 22],
    ]);
    // The tiers, the transaction fees and the service fees; not the "Total Discount" subtotal.
    expect(figures.feeLines.map((line) => [line.label, line.amount])).toEqual([
      ["QUALIFIED", 38_888],
      ["MID-QUALIFIED", 14_691],
      ["NON-QUALIFIED", 12_591],
      ["AUTHORIZATION FEE", 14_325],
      ["VISA ACQUIRER PROCESSING FEE", 741],
      ["MC NABU FEE", 513],
      ["BATCH FEE", 600],
      ["STATEMENT FEE", 1_000],
      ["ANNUAL FEE", 7_900],
    ]);
    expect(figures.checks).toContainEqual({
      rule: "fee lines = Total Discount",
      holds: true,
      expected: 66_170,
      found: 66_170,
    });
    expect(figures.effectiveRate).toEqual({ value: expect.closeTo(2.7441, 4), basis: "gross" });
  }, 60_000);

  it("flags tiered pricing at its mid-qualified line, the marked-up NABU, batch, statement and annual fees", async () => {
    const { flags } = await reader.figures(tieredStatement());
    expect(flags.map(({ kind, line, source }) => [kind, line, source])).toEqual([
      ["tiered-pricing", "MID-QUALIFIED", at(2, 4)],
      ["network-fee-markup", "MC NABU FEE", at(2, 10)],
      ["batch-fee", "BATCH FEE", at(2, 11)],
      ["statement-fee", "STATEMENT FEE", at(2, 13)],
      ["annual-fee", "ANNUAL FEE", at(2, 14)],
    ]);
    // Visa's fee billed at $0.0195, the published rate, raises nothing.
    expect(flags.some((flag) => flag.line.startsWith("VISA"))).toBe(false);
  }, 60_000);

  it("does not confirm fees whose lines sum to $12.00 less than the printed total, nor a rate", async () => {
    const figures = await reader.figures(
      tieredStatement({
        totalOff: 1_200,
        serviceFees: [
          ["STATEMENT FEE", 1_000],
          ["MONTHLY MINIMUM", 2_500],
        ],
      }),
    );
    expect(figures.totalFees).toEqual({ value: 87_049, source: at(2, 15), confirmed: false });
    expect(figures.checks).toContainEqual({
      rule: "fee lines = total fees",
      holds: false,
      expected: 87_049,
      found: 85_849,
    });
    expect(figures.grossSales?.confirmed).toBe(true);
    expect(figures.effectiveRate).toBeUndefined();
    expect(figures.flags.map((flag) => flag.kind)).toContain("monthly-minimum");
  }, 60_000);
});
