import { cardAndCashPrice, cashDiscountPercent, priceCashDiscount } from "./cash-discount";
import { testPlan, testSegments } from "./test-merchant";

describe("cash discount", () => {
  it("posts the card price and takes the discount off it for cash", () => {
    expect(cardAndCashPrice(4000, 2.5)).toEqual({ card: 4100, cash: 4000, discount: 100 });
  });

  it("expresses the cash discount as a share of the posted card price", () => {
    expect(cashDiscountPercent(2.5)).toBeCloseTo(2.439, 3);
    expect(cashDiscountPercent(4)).toBeCloseTo(3.846, 3);
  });

  it("applies the card price to every card payment, debit included", () => {
    const outcome = priceCashDiscount(testSegments, testPlan, 2.5);
    expect(outcome.collected).toBe(Math.round(3_500_000 * 0.025));
  });

  it("prices fees on the higher card amounts and nets them against what card payers paid", () => {
    const outcome = priceCashDiscount(testSegments, testPlan, 2.5);
    expect(outcome.fees).toBeGreaterThan(outcome.before);
    expect(outcome.net).toBe(outcome.fees - outcome.collected);
  });

  it("leaves the fees as they were with no card premium", () => {
    const outcome = priceCashDiscount(testSegments, testPlan, 0);
    expect(outcome.collected).toBe(0);
    expect(outcome.net).toBe(outcome.before);
  });
});
