import { stateCodes } from "./states";
import { cardBrandSurchargeCap, surchargeRule } from "./surcharge-rules";

describe("surcharge rules by state", () => {
  it.each(["CT", "ME", "MA"] as const)("prohibits surcharging in %s", (state) => {
    expect(surchargeRule(state)).toMatchObject({ allowed: false });
  });

  it("caps Colorado at 2%", () => {
    expect(surchargeRule("CO")).toMatchObject({ allowed: true, capPercent: 2 });
  });

  it("applies Visa's 3% cap everywhere else, Wisconsin included", () => {
    const others = stateCodes.filter((code) => !["CT", "ME", "MA", "CO"].includes(code));
    expect(others).toContain("WI");
    for (const state of others) {
      expect(surchargeRule(state)).toEqual({
        allowed: true,
        capPercent: cardBrandSurchargeCap,
        reason: "Visa caps credit-card surcharges at 3%.",
      });
    }
  });

  it("lists 50 states and the District of Columbia", () => {
    expect(new Set(stateCodes).size).toBe(51);
  });
});
