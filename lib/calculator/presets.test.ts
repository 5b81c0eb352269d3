import { assumptionFields, currentFields, merchantFields } from "./fields";
import { industryPresetIds, industryPresets, presetValues } from "./presets";
import { computeQuote } from "./quote";

describe("industry presets", () => {
  it("defines a preset for every industry id", () => {
    expect(Object.keys(industryPresets).sort()).toEqual([...industryPresetIds].sort());
  });

  it.each(industryPresetIds)("keeps every %s figure within the calculator's bounds", (id) => {
    const values = presetValues(id);
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
    expect(values.assumptions.creditRateLow).toBeLessThan(values.assumptions.creditRateHigh);
  });

  it.each(industryPresetIds)(
    "gives %s a worked example where interchange plus saves at midpoint",
    (id) => {
      const interchangePlus = computeQuote(presetValues(id)).options[0];
      if (!interchangePlus?.available) throw new Error("interchange plus is always available");
      const { low, high } = interchangePlus.monthlySavings;
      expect((low + high) / 2).toBeGreaterThan(0);
    },
  );

  it("starts in Wisconsin with today's cost as an effective rate", () => {
    expect(presetValues()).toMatchObject({ state: "WI", currentMode: "rate" });
  });
});
