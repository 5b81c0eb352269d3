import { priceAch, priceCappedPercent } from "./ach";

describe("ACH pricing", () => {
  it("charges a flat fee per payment and per return, whatever the amount", () => {
    expect(priceAch({ count: 40, returns: 1 }, { perPayment: 35, perReturn: 300 })).toBe(1700);
    expect(priceAch({ count: 0, returns: 0 }, { perPayment: 35, perReturn: 300 })).toBe(0);
  });

  it("caps a percentage fee per payment", () => {
    const fee = { percent: 0.8, cap: 500 };
    expect(priceCappedPercent({ count: 40, averageAmount: 25_000 }, fee)).toBe(40 * 200);
    expect(priceCappedPercent({ count: 10, averageAmount: 250_000 }, fee)).toBe(10 * 500);
  });
});
