import fc from "fast-check";
import { assumptionFields, currentFields, merchantFields } from "./fields";
import { presetValues } from "./presets";
import { hasCalculatorParams } from "./params";
import { readQuery, writeQuery } from "./query";
import { stateCodes } from "./states";
import type { CalculatorValues } from "./types";

const defaults = presetValues();

describe("calculator query string", () => {
  it("writes nothing for the defaults and reads them back unshared", () => {
    expect(writeQuery(defaults, defaults)).toBe("");
    expect(readQuery("", defaults)).toEqual({ values: defaults, shared: false });
  });

  it("writes only the values that differ, with readable names", () => {
    const changed = { ...defaults, monthlyVolume: 80_000, state: "CO" as const };
    expect(writeQuery(changed, defaults)).toBe("?vol=80000&state=CO");
  });

  it("keeps parameters that are not the calculator's", () => {
    const changed = { ...defaults, averageTicket: 25 };
    expect(writeQuery(changed, defaults, "?utm_source=flyer&vol=1")).toBe(
      "?utm_source=flyer&ticket=25",
    );
  });

  it("reads monthly fees in place of an effective rate", () => {
    const { values, shared } = readQuery("?fees=1800&rate=2.9", defaults);
    expect(shared).toBe(true);
    expect(values.currentMode).toBe("fees");
    expect(values.currentValue).toBe(1_800);
  });

  it("ignores malformed, out-of-range and unknown values but applies the rest", () => {
    const { values } = readQuery(
      "?vol=-5&ticket=abc&credit=101&state=ZZ&markup=0.2&flat=1e3",
      defaults,
    );
    expect(values).toEqual({
      ...defaults,
      assumptions: { ...defaults.assumptions, markupRate: 0.2 },
    });
  });

  it("accepts a lower-case state code", () => {
    expect(readQuery("?state=co", defaults).values.state).toBe("CO");
  });

  it("round-trips any values within the fields' bounds", () => {
    const cents = (field: { min: number; max: number }) =>
      fc
        .integer({ min: Math.ceil(field.min * 100), max: Math.floor(field.max * 100) })
        .map((value) => value / 100);
    const arbitrary: fc.Arbitrary<CalculatorValues> = fc
      .record({
        monthlyVolume: cents(merchantFields.monthlyVolume),
        averageTicket: cents(merchantFields.averageTicket),
        creditShare: cents(merchantFields.creditShare),
        state: fc.constantFrom(...stateCodes),
        currentMode: fc.constantFrom("fees" as const, "rate" as const),
        markupRate: cents(assumptionFields.markupRate),
      })
      .chain(({ markupRate, ...base }) =>
        cents(currentFields[base.currentMode]).map((currentValue) => ({
          ...base,
          currentValue,
          assumptions: { ...defaults.assumptions, markupRate },
        })),
      );
    fc.assert(
      fc.property(arbitrary, (values) => {
        expect(readQuery(writeQuery(values, defaults), defaults).values).toEqual(values);
      }),
    );
  });
});

describe("hasCalculatorParams", () => {
  it("spots any calculator parameter and ignores others", () => {
    expect(hasCalculatorParams("?utm_source=flyer")).toBe(false);
    expect(hasCalculatorParams("?utm_source=flyer&ic-debit-item=0.2")).toBe(true);
    expect(hasCalculatorParams("?state=MN")).toBe(true);
  });
});
