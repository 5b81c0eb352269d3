import { assumptionFields, currentFields, merchantFields } from "./fields";
import { cardNotPresentCosts, generalPreset, presetValues } from "./presets";
import { computeQuote } from "./quote";

describe("calculator presets", () => {
  it("keeps the general example's figures within the calculator's bounds", () => {
    const values = presetValues();
    for (const [key, field] of Object.entries(merchantFields)) {
      const value = values[key as keyof typeof merchantFields];
      expect(value).toBeGreaterThanOrEqual(field.min);
      expect(value).toBeLessThanOrEqual(field.max);
    }
    expect(values.currentValue).toBeLessThanOrEqual(currentFields[values.currentMode].max);
    for (const [key, field] of Object.entries(assumptionFields)) {
      const value = values.assumptions[key as keyof typeof assumptionFields];
      expect(value).toBeGreaterThanOrEqual(field.min);
      expect(value).toBeLessThanOrEqual(field.max);
    }
  });

  it("gives the general example a month where interchange plus saves at midpoint", () => {
    const interchangePlus = computeQuote(presetValues()).options[0];
    if (!interchangePlus?.available) throw new Error("interchange plus is always available");
    const { low, high } = interchangePlus.monthlySavings;
    expect((low + high) / 2).toBeGreaterThan(0);
  });

  it("starts in Wisconsin with today's cost as an effective rate", () => {
    expect(presetValues()).toMatchObject({ state: "WI", currentMode: "rate" });
  });

  it("lays an industry's own costs over the defaults", () => {
    const values = presetValues({ ...generalPreset, assumptions: cardNotPresentCosts });
    expect(values.assumptions.flatRate).toBe(cardNotPresentCosts.flatRate);
    expect(values.assumptions.markupRate).toBe(presetValues().assumptions.markupRate);
  });
});
