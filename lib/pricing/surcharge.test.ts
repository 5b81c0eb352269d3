import fc from "fast-check";
import { priceInterchangePlus } from "./interchange-plus";
import {
  isSurchargeable,
  maxSurchargePercent,
  priceSurcharge,
  type SurchargeRules,
} from "./surcharge";
import { testPlan, testSegments } from "./test-merchant";

const rules: SurchargeRules = {
  brandCapPercent: 3,
  bannedStates: ["CT", "ME", "MA"],
  stateCapsPercent: { CO: 2 },
};

describe("surcharge rules", () => {
  it("never allows a surcharge on debit or prepaid cards", () => {
    expect(isSurchargeable("debit")).toBe(false);
    expect(isSurchargeable("prepaid")).toBe(false);
    expect(isSurchargeable("credit")).toBe(true);
    expect(isSurchargeable("commercial")).toBe(true);
  });

  it("allows no surcharge at all in Connecticut, Maine and Massachusetts", () => {
    for (const state of ["CT", "ME", "MA", "ct"]) {
      expect(maxSurchargePercent(rules, { state, creditCostPercent: 2.8 })).toBe(0);
    }
  });

  it("caps a surcharge at 2% in Colorado", () => {
    expect(maxSurchargePercent(rules, { state: "CO", creditCostPercent: 2.8 })).toBe(2);
  });

  it("caps a surcharge at Visa's 3% even when cards cost more", () => {
    expect(maxSurchargePercent(rules, { state: "WI", creditCostPercent: 3.6 })).toBe(3);
  });

  it("keeps a surcharge at or below what credit cards actually cost, rounded down", () => {
    expect(maxSurchargePercent(rules, { state: "WI", creditCostPercent: 2.57 })).toBe(2.5);
  });

  it("never exceeds any cap for any cost and state", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 10, noNaN: true }),
        fc.constantFrom("WI", "CO", "CT", "IL", "MA"),
        (creditCostPercent, state) => {
          const percent = maxSurchargePercent(rules, { state, creditCostPercent });
          return percent >= 0 && percent <= 3 && percent <= Math.max(0, creditCostPercent);
        },
      ),
    );
  });
});

describe("priceSurcharge", () => {
  const outcome = priceSurcharge(testSegments, testPlan, rules, "WI");

  it("collects the surcharge on credit volume only", () => {
    expect(outcome.surchargeableVolume).toBe(2_500_000);
    expect(outcome.untouchedVolume).toBe(1_000_000);
    expect(outcome.collected).toBe(Math.round(2_500_000 * (outcome.percent / 100)));
  });

  it("leaves the debit cost uncovered, so the net cost stays above zero", () => {
    expect(outcome.net).toBeGreaterThan(0);
    expect(outcome.net).toBe(outcome.fees - outcome.collected);
    expect(outcome.before).toBe(priceInterchangePlus(testSegments, testPlan).total);
  });

  it("collects nothing in a state that bans surcharges", () => {
    const banned = priceSurcharge(testSegments, testPlan, rules, "MA");
    expect(banned.percent).toBe(0);
    expect(banned.collected).toBe(0);
    expect(banned.net).toBe(banned.before);
  });
});
