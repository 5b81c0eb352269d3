import fc from "fast-check";
import { comparisonReference } from "@/content/statement-comparison/reference";
import { computeComparison, monthLabel } from "./compute";
import { workedExample } from "./worked-example";

describe("computeComparison on the worked example", () => {
  it("prices with our published plan: 0.2% + 8¢, a $10 account fee, a $10 gateway fee", () => {
    // The hand arithmetic below assumes these terms; if they change, redo it.
    expect(comparisonReference.interchangePlus).toEqual({
      markup: { percent: 0.2, perItem: 8 },
      accountFee: 1_000,
      gatewayFee: 1_000,
    });
    expect(comparisonReference.flatRate.inPerson).toEqual({ percent: 2.6, perItem: 15 });
    expect(comparisonReference.cardPremiumPercent).toBe(2.5);
  });

  it("states the effective rate and every fee by name with what it pays for", () => {
    const figures = computeComparison(workedExample, comparisonReference);
    expect(figures.monthLabel).toBe("October 2026");
    // $1,236.40 ÷ $40,000.00 = 3.091%
    expect(figures.effectiveRate).toBeCloseTo(3.091, 10);
    expect(figures.feeLines.map((line) => [line.name, line.explanation?.id ?? null])).toEqual([
      ["Interchange", "interchange"],
      ["Visa/MC assessments", "assessments"],
      ["Non-qualified surcharge", "tiered"],
      ["PCI non-compliance fee", "pci"],
      ["Statement fee", "monthly"],
      ["Batch fee", "batch"],
    ]);
    expect(figures.feeLines[3]?.explanation?.text).toMatch(/non-compliance fee until it is done/);
    // $1,236.40 − ($702.00 + $56.00 + $318.40 + $39.95 + $9.95 + $5.00 = $1,131.30) = $105.10
    expect(figures.otherFees).toBe(10_510);
    // Interchange and assessments are the card-brand costs: $702.00 + $56.00
    expect(figures.cardBrand).toEqual({ amount: 75_800, estimated: false });
  });

  it("prices the same month on interchange plus, fee by fee, to the cent", () => {
    const { ours, difference } = computeComparison(workedExample, comparisonReference);
    // Card-brand costs pass through unchanged: $758.00.
    // Markup: $40,000 × 0.2% = $80.00, plus 800 × 8¢ = $64.00, so $144.00.
    // Account fee $10.00; gateway fee $10.00 because 10% of sales are online.
    // Total $758.00 + $144.00 + $20.00 = $922.00.
    expect(ours.fees.map((fee) => fee.amount)).toEqual([75_800, 14_400, 1_000, 1_000]);
    expect(ours.fees[1]?.label).toBe("Our markup, 0.2% + 8¢ on each of 800 payments");
    expect(ours.total).toBe(92_200);
    // $1,236.40 − $922.00 = $314.40 a month; × 12 = $3,772.80 a year.
    expect(difference).toEqual({ monthly: 31_440, yearly: 377_280 });
  });

  it("prices it on our flat rate", () => {
    const figures = computeComparison(
      { ...workedExample, program: "flat-rate" },
      comparisonReference,
    );
    // In person: $36,000 × 2.6% = $936.00 + 720 × 15¢ = $108.00 → $1,044.00.
    // Online: $4,000 × 2.6% = $104.00 + 80 × 15¢ = $12.00 → $116.00. Total $1,160.00.
    expect(figures.ours.fees.map((fee) => fee.amount)).toEqual([104_400, 11_600]);
    expect(figures.ours.total).toBe(116_000);
    // $1,236.40 − $1,160.00 = $76.40; × 12 = $916.80.
    expect(figures.difference).toEqual({ monthly: 7_640, yearly: 91_680 });
  });

  it("prices it as a cash discount, with what card payers cover written down", () => {
    const figures = computeComparison(
      { ...workedExample, program: "cash-discount" },
      comparisonReference,
    );
    // Card prices 2.5% higher: $40,000 of sales become $41,000, so card payers cover $1,000.00.
    // Card-brand costs stay 1.895% of sales, per slice: $27,970.20 → $279.70, $41,955.30 →
    // $419.55, $3,107.80 → $31.08, $4,661.70 → $46.62; together $776.95.
    // Markup: $41,000 × 0.2% = $82.00 + 800 × 8¢ = $64.00 → $146.00. Fees $10 + $10.
    // Processing $776.95 + $146.00 + $20.00 = $942.95, less $1,000.00 = −$57.05.
    expect(figures.ours.fees.map((fee) => fee.amount)).toEqual([
      77_695, 14_600, 1_000, 1_000, -100_000,
    ]);
    expect(figures.ours.total).toBe(-5_705);
    // $1,236.40 + $57.05 = $1,293.45 a month; × 12 = $15,521.40.
    expect(figures.difference).toEqual({ monthly: 129_345, yearly: 1_552_140 });
    expect(figures.ours.notes[0]).toContain("2.44% off");
  });

  it("estimates card-brand costs from published credit rates when the statement hides them", () => {
    const figures = computeComparison(
      {
        month: "2026-09",
        volume: 1_000_000,
        count: 100,
        totalFees: 32_000,
        feeLines: [],
        onlineShare: 0,
        program: "interchange-plus",
      },
      comparisonReference,
    );
    // $10,000 × 1.85% = $185.00 + 100 × 10¢ = $10.00 → $195.00; markup $20.00 + $8.00; $10 fee.
    expect(figures.cardBrand).toEqual({ amount: 19_500, estimated: true });
    expect(figures.ours.total).toBe(19_500 + 2_800 + 1_000);
    expect(figures.otherFees).toBe(0);
    expect(figures.ours.notes[0]).toMatch(/estimated from published credit-card rates/);
  });

  it("adds the fees we would charge up to our total, whatever the program", () => {
    for (const program of ["interchange-plus", "flat-rate", "cash-discount"] as const) {
      const { ours } = computeComparison({ ...workedExample, program }, comparisonReference);
      expect(ours.fees.reduce((sum, fee) => sum + fee.amount, 0)).toBe(ours.total);
    }
  });

  it("names months in full", () => {
    expect(monthLabel("2027-01")).toBe("January 2027");
  });
});

describe("computeComparison on any statement", () => {
  const statement = fc
    .record({
      volume: fc.integer({ min: 10_000, max: 1_000_000_000 }),
      perPayment: fc.integer({ min: 100, max: 100_000 }),
      feeRate: fc.double({ min: 0.001, max: 0.09, noNaN: true }),
      cardBrandShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
      debit: fc.integer({ min: 0, max: 100 }),
      onlineShare: fc.integer({ min: 0, max: 100 }),
      program: fc.constantFrom("interchange-plus", "flat-rate", "cash-discount" as const),
    })
    .map(({ volume, perPayment, feeRate, cardBrandShare, debit, onlineShare, program }) => {
      const totalFees = Math.floor(volume * feeRate);
      const cardBrand = Math.floor(totalFees * cardBrandShare);
      return {
        month: "2026-10",
        volume,
        count: Math.max(1, Math.floor(volume / perPayment)),
        totalFees,
        feeLines: cardBrand > 0 ? [{ name: "Interchange", amount: cardBrand }] : [],
        mix: { visa: 60, mastercard: 25, discover: 5, amex: 10, debit },
        onlineShare,
        program,
      };
    });

  it("passes the statement's card-brand costs through to the cent and adds our fees up exactly", () => {
    fc.assert(
      fc.property(statement, (inputs) => {
        const figures = computeComparison(inputs, comparisonReference);
        const fees = figures.ours.fees.reduce((sum, fee) => sum + fee.amount, 0);
        expect(fees).toBe(figures.ours.total);
        expect(Number.isInteger(figures.ours.total)).toBe(true);
        expect(figures.difference.yearly).toBe(figures.difference.monthly * 12);
        const statementCardBrand = inputs.feeLines[0]?.amount ?? 0;
        if (statementCardBrand > 0) expect(figures.cardBrand.amount).toBe(statementCardBrand);
        if (inputs.program === "interchange-plus" && statementCardBrand > 0) {
          expect(figures.ours.fees[0]?.amount).toBe(statementCardBrand);
        }
      }),
      { numRuns: 300 },
    );
  });
});
