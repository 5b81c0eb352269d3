import { effectiveRateOf } from "./effective-rate";
import type { Figure, StatementFigures } from "./types";

const source = { kind: "pdf" as const, page: 1, line: 1 };
const fig = (value: number, confirmed = true): Figure => ({ value, source, confirmed });
const figures = (more: Partial<StatementFigures>) => ({
  format: "pdf-tiered" as const,
  feeLines: [],
  brands: [],
  checks: [],
  flags: [],
  ...more,
});

describe("the effective rate", () => {
  it("is confirmed fees over confirmed gross sales, as a percentage", () => {
    expect(
      effectiveRateOf(
        figures({ totalFees: fig(2_500), grossSales: fig(100_000), netSales: fig(98_000) }),
      ),
    ).toEqual({ value: 2.5, basis: "gross" });
  });

  it("falls back to sales net of refunds when gross sales are not confirmed", () => {
    expect(
      effectiveRateOf(
        figures({ totalFees: fig(2_450), grossSales: fig(100_000, false), netSales: fig(98_000) }),
      ),
    ).toEqual({ value: 2.5, basis: "net" });
  });

  it("is not stated when either part is unconfirmed, or the file covers two months", () => {
    expect(
      effectiveRateOf(figures({ totalFees: fig(2_500, false), grossSales: fig(100_000) })),
    ).toBeUndefined();
    expect(
      effectiveRateOf(figures({ totalFees: fig(2_500), grossSales: fig(100_000, false) })),
    ).toBeUndefined();
    const twoMonths = { from: "2026-01-01", to: "2026-02-28", source };
    expect(
      effectiveRateOf(
        figures({ totalFees: fig(2_500), grossSales: fig(100_000), period: twoMonths }),
      ),
    ).toBeUndefined();
    expect(effectiveRateOf(figures({ totalFees: fig(2_500), grossSales: fig(0) }))).toBeUndefined();
  });
});
