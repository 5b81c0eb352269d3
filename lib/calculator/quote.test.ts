import fc from "fast-check";
import { assumptionFields, currentFields, defaultAssumptions, merchantFields } from "./fields";
import { computeQuote, currentMonthlyCost } from "./quote";
import { stateCodes } from "./states";
import type { Assumptions, CalculatorValues, OptionQuote } from "./types";

/** $10,000 a month in 100 credit sales, with round assumptions that make the arithmetic easy. */
const simple: CalculatorValues = {
  monthlyVolume: 10_000,
  averageTicket: 100,
  currentMode: "fees",
  currentValue: 400,
  creditShare: 100,
  state: "WI",
  assumptions: {
    ...defaultAssumptions,
    creditRateLow: 2,
    creditRateHigh: 2,
    creditPerItem: 0.1,
    markupRate: 0.5,
    markupPerItem: 0.1,
    monthlyFee: 10,
    flatRate: 2.9,
    flatPerItem: 0.3,
    cashAdjustment: 4,
    surchargeRate: 3,
  },
};

function option(values: CalculatorValues, id: OptionQuote["id"]) {
  const found = computeQuote(values).options.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
}

function availableOption(values: CalculatorValues, id: OptionQuote["id"]) {
  const found = option(values, id);
  if (!found.available) throw new Error(`${id} unavailable: ${found.reason}`);
  return found;
}

describe("computeQuote with known inputs", () => {
  it("prices interchange plus as card-brand cost plus markup plus the account fee", () => {
    const quote = availableOption(simple, "interchange-plus");
    // 10,000 × 2.5% + 100 sales × $0.20 + $10
    expect(quote.monthly).toEqual({ low: 280, high: 280 });
    expect(quote.yearly.low).toBeCloseTo(3_360);
    expect(quote.monthlySavings.low).toBeCloseTo(120);
    expect(quote.yearlySavings.high).toBeCloseTo(1_440);
  });

  it("prices a flat rate as its percentage plus its per-sale fee, with no account fee", () => {
    expect(availableOption(simple, "flat-rate").monthly.low).toBeCloseTo(320);
  });

  it("nets the higher posted card price against processing, leaving the account fee", () => {
    // 1.04 × $250 + $20 is less than the $400 the higher card price brings in.
    expect(availableOption(simple, "cash-discount").monthly.low).toBeCloseTo(10);
    expect(computeQuote(simple).cashPriceDiscount).toBeCloseTo((4 / 104) * 100);
  });

  it("limits a surcharge to the cost of accepting the card when that is under the cap", () => {
    const quote = computeQuote(simple);
    // Cost of acceptance: 2.5% + $0.20 on a $100 sale = 2.7%, under Visa's 3%.
    expect(quote.appliedSurcharge?.high).toBeCloseTo(2.7);
    expect(availableOption(simple, "surcharge").monthly.low).toBeCloseTo(16.75);
  });

  it("caps the surcharge at 2% in Colorado", () => {
    const colorado = { ...simple, state: "CO" as const };
    expect(computeQuote(colorado).appliedSurcharge?.high).toBeCloseTo(2);
    // 1.02 × $250 + $20 − $200 + $10
    expect(availableOption(colorado, "surcharge").monthly.low).toBeCloseTo(85);
  });

  it.each(["CT", "ME", "MA"] as const)("refuses a surcharge in %s", (state) => {
    const refused = option({ ...simple, state }, "surcharge");
    expect(refused.available).toBe(false);
    expect(computeQuote({ ...simple, state }).appliedSurcharge).toBeNull();
  });

  it("never surcharges debit: an all-debit business pays its full debit cost", () => {
    const debitOnly = { ...simple, creditShare: 0 };
    expect(availableOption(debitOnly, "surcharge").monthly).toEqual(
      availableOption(debitOnly, "interchange-plus").monthly,
    );
  });

  it("says what a surcharge leaves: the part of credit it cannot cover and the account fee", () => {
    // All credit: 1.027 × $250 + $20 − $270 collected = $6.75 of credit left, plus the $10 fee.
    const { stillPaid } = availableOption(simple, "surcharge");
    expect(stillPaid?.debit).toEqual({ low: 0, high: 0 });
    expect(stillPaid?.credit.low).toBeCloseTo(6.75);
    expect(stillPaid?.accountFee).toBe(10);
  });

  it("leaves every debit sale's full cost with the merchant", () => {
    const half = {
      ...simple,
      creditShare: 50,
      assumptions: {
        ...simple.assumptions,
        debitRateLow: 0.5,
        debitRateHigh: 0.5,
        debitPerItem: 0.2,
      },
    };
    // Debit: $5,000 × (0.5% + 0.5% markup) + 50 sales × ($0.20 + $0.10)
    expect(availableOption(half, "surcharge").stillPaid?.debit.low).toBeCloseTo(65);
  });

  it("reads today's cost from an effective rate", () => {
    expect(currentMonthlyCost({ ...simple, currentMode: "rate", currentValue: 3.5 })).toBeCloseTo(
      350,
    );
  });

  it("reports a model that costs more than today as negative savings", () => {
    const cheapToday = { ...simple, currentValue: 250 };
    expect(availableOption(cheapToday, "flat-rate").monthlySavings.high).toBeCloseTo(-70);
  });

  it("charges only the fixed fees when there are no card sales", () => {
    const none = { ...simple, monthlyVolume: 0 };
    expect(availableOption(none, "interchange-plus").monthly.high).toBe(10);
    expect(availableOption(none, "flat-rate").monthly.high).toBe(0);
  });
});

const within = (field: { min: number; max: number }) =>
  fc.double({ min: field.min, max: field.max, noNaN: true, noDefaultInfinity: true });

const assumptionsArbitrary = fc.record(
  Object.fromEntries(
    Object.entries(assumptionFields).map(([key, field]) => [key, within(field)]),
  ) as { [K in keyof Assumptions]: fc.Arbitrary<number> },
);

const valuesArbitrary: fc.Arbitrary<CalculatorValues> = fc
  .record({
    monthlyVolume: within(merchantFields.monthlyVolume),
    averageTicket: within(merchantFields.averageTicket),
    creditShare: within(merchantFields.creditShare),
    state: fc.constantFrom(...stateCodes),
    assumptions: assumptionsArbitrary,
    currentMode: fc.constantFrom("fees" as const, "rate" as const),
  })
  .chain((base) =>
    within(currentFields[base.currentMode]).map((currentValue) => ({ ...base, currentValue })),
  );

describe("computeQuote properties", () => {
  it("never returns NaN, an infinite or a negative cost, and keeps low at or under high", () => {
    fc.assert(
      fc.property(valuesArbitrary, (values) => {
        const quote = computeQuote(values);
        expect(Number.isFinite(quote.current.monthly) && quote.current.monthly >= 0).toBe(true);
        for (const entry of quote.options) {
          if (!entry.available) continue;
          for (const figure of [entry.monthly.low, entry.monthly.high, entry.yearly.high]) {
            expect(Number.isFinite(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(entry.monthly.low).toBeLessThanOrEqual(entry.monthly.high);
        }
      }),
    );
  });

  it("never costs less when card volume grows, all else equal", () => {
    fc.assert(
      fc.property(valuesArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (values, share) => {
        const smaller = { ...values, monthlyVolume: values.monthlyVolume * share };
        const before = computeQuote(smaller).options;
        const after = computeQuote(values).options;
        before.forEach((entry, index) => {
          const grown = after[index];
          if (!entry.available || !grown?.available) return;
          const tolerance = 1e-9 * Math.max(1, grown.monthly.high);
          expect(grown.monthly.low).toBeGreaterThanOrEqual(entry.monthly.low - tolerance);
          expect(grown.monthly.high).toBeGreaterThanOrEqual(entry.monthly.high - tolerance);
        });
      }),
    );
  });

  it("never promises savings larger than today's fees", () => {
    fc.assert(
      fc.property(valuesArbitrary, (values) => {
        const quote = computeQuote(values);
        for (const entry of quote.options) {
          if (!entry.available) continue;
          expect(entry.monthlySavings.high).toBeLessThanOrEqual(quote.current.monthly + 1e-9);
          expect(entry.yearlySavings.high).toBeLessThanOrEqual(quote.current.yearly + 1e-9);
        }
      }),
    );
  });

  it("explains every dollar of the zero-fee estimate: its parts add up to each end", () => {
    // Ordered assumptions (each low rate at or under its high), as the field defaults are.
    const ordered = valuesArbitrary.map((values) => {
      const a = values.assumptions;
      const low = (x: number, y: number) => Math.min(x, y);
      const high = (x: number, y: number) => Math.max(x, y);
      const assumptions = {
        ...a,
        creditRateLow: low(a.creditRateLow, a.creditRateHigh),
        creditRateHigh: high(a.creditRateLow, a.creditRateHigh),
        debitRateLow: low(a.debitRateLow, a.debitRateHigh),
        debitRateHigh: high(a.debitRateLow, a.debitRateHigh),
      };
      return { ...values, assumptions };
    });
    fc.assert(
      fc.property(ordered, (values) => {
        const surcharge = option(values, "surcharge");
        if (!surcharge.available) return;
        const { stillPaid, monthly } = surcharge;
        if (!stillPaid) throw new Error("the zero-fee estimate must say what is still paid");
        expect(stillPaid.debit.low).toBeGreaterThanOrEqual(0);
        expect(stillPaid.credit.low).toBeGreaterThanOrEqual(0);
        const tolerance = 1e-9 * Math.max(1, monthly.high);
        const at = (end: "low" | "high") =>
          stillPaid.debit[end] + stillPaid.credit[end] + stillPaid.accountFee;
        expect(Math.abs(at("low") - monthly.low)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(at("high") - monthly.high)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it("never applies a surcharge above the state's cap or the card-brand cap", () => {
    fc.assert(
      fc.property(valuesArbitrary, (values) => {
        const applied = computeQuote(values).appliedSurcharge;
        if (!applied) return;
        const cap = values.state === "CO" ? 2 : 3;
        expect(applied.high).toBeLessThanOrEqual(cap + 1e-9);
        expect(applied.high).toBeLessThanOrEqual(values.assumptions.surchargeRate + 1e-9);
      }),
    );
  });
});
