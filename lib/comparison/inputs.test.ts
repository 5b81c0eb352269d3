import { comparisonInputs, inputErrors, maxFeeLines } from "./inputs";
import { workedExample } from "./worked-example";

const parse = (value: unknown) => comparisonInputs.safeParse(value);
const errorsOf = (value: unknown) => {
  const result = parse(value);
  if (result.success) throw new Error("expected the inputs to be refused");
  return inputErrors(result.error);
};

describe("comparisonInputs", () => {
  it("accepts the worked example and fills the optional parts", () => {
    expect(parse(workedExample).success).toBe(true);
    const minimal = parse({
      month: "2026-10",
      volume: 100_00,
      count: 3,
      totalFees: 300,
      program: "flat-rate",
    });
    expect(minimal.success && minimal.data).toMatchObject({ feeLines: [], onlineShare: 0 });
  });

  it("refuses a month that is not YYYY-MM", () => {
    for (const month of ["2026-13", "2026-1", "10/2026", "1999-01"]) {
      expect(errorsOf({ ...workedExample, month }).month).toBe(
        "Enter the statement month as YYYY-MM.",
      );
    }
  });

  it("takes money only in whole cents and never negative", () => {
    expect(errorsOf({ ...workedExample, totalFees: 12.5 }).totalFees).toBe(
      "Enter total fees to the cent.",
    );
    expect(errorsOf({ ...workedExample, volume: -1 }).volume).toMatch(/cannot be negative/);
    expect(errorsOf({ ...workedExample, volume: "40000" }).volume).toMatch(/dollars and cents/);
  });

  it("refuses fees at or above the card sales, and fee lines that exceed the total", () => {
    expect(errorsOf({ ...workedExample, totalFees: 4_000_000 }).totalFees).toMatch(
      /less than the card sales/,
    );
    const lines = [{ name: "Interchange", amount: 123_641 }];
    expect(errorsOf({ ...workedExample, feeLines: lines }).feeLines).toMatch(/more than the total/);
  });

  it("refuses more payments than cents of sales", () => {
    expect(
      errorsOf({ ...workedExample, volume: 500, count: 501, totalFees: 10, feeLines: [] }).count,
    ).toMatch(/more payments than cents/);
  });

  it("names the fee line that is wrong by its place", () => {
    const lines = [
      { name: "Interchange", amount: 1 },
      { name: " ", amount: 2 },
    ];
    expect(errorsOf({ ...workedExample, feeLines: lines })["feeLines.1.name"]).toBe(
      "Name the fee as the statement does.",
    );
  });

  it(`itemizes at most ${maxFeeLines} fees`, () => {
    const lines = Array.from({ length: maxFeeLines + 1 }, (_, i) => ({
      name: `Fee ${i}`,
      amount: 1,
    }));
    expect(errorsOf({ ...workedExample, feeLines: lines }).feeLines).toMatch(/at most 30/);
  });

  it("wants the four brands' shares to add up to 100%", () => {
    const mix = { visa: 50, mastercard: 30, discover: 5, amex: 10, debit: 40 };
    expect(errorsOf({ ...workedExample, mix })["mix.visa"]).toMatch(/add up to 100%/);
    expect(
      errorsOf({ ...workedExample, mix: { ...mix, visa: 55, debit: 101 } })["mix.debit"],
    ).toMatch(/over 100%/);
  });

  it("knows only our three programs and a card premium from 0.5% to 4%", () => {
    expect(errorsOf({ ...workedExample, program: "tiered" }).program).toMatch(/Pick the program/);
    expect(errorsOf({ ...workedExample, cardPremiumPercent: 6 }).cardPremiumPercent).toMatch(
      /4% or less/,
    );
  });
});
