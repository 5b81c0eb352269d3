import fc from "fast-check";
import {
  effectiveRate,
  formatPercent,
  formatPerItem,
  formatRate,
  formatUsd,
  rateCost,
  usd,
} from "./money";

describe("money helpers", () => {
  it("turns dollars into whole cents without float drift", () => {
    expect(usd(0.1 + 0.2)).toBe(30);
    expect(usd(50_000)).toBe(5_000_000);
  });

  it("prices a percentage plus a per-item fee, rounded to the cent", () => {
    expect(rateCost({ percent: 2.9, perItem: 30 }, usd(100), 1)).toBe(320);
    expect(rateCost({ percent: 0.05, perItem: 0 }, usd(10_000), 40)).toBe(500);
  });

  it("always returns whole cents", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (percent, perItem, volume, count) =>
          Number.isInteger(rateCost({ percent, perItem }, volume, count)),
      ),
    );
  });

  it("gives an effective rate of zero for no volume instead of dividing by zero", () => {
    expect(effectiveRate(1000, 0)).toBe(0);
    expect(effectiveRate(113_670, 5_000_000)).toBeCloseTo(2.2734, 4);
  });

  it("formats dollars, negative amounts and whole dollars", () => {
    expect(formatUsd(113_670)).toBe("$1,136.70");
    expect(formatUsd(-9_061)).toBe("−$90.61");
    expect(formatUsd(277_546, { whole: true })).toBe("$2,775");
  });

  it("prints rates the way processors publish them", () => {
    expect(formatRate({ percent: 2.9, perItem: 30 })).toBe("2.9% + 30¢");
    expect(formatRate({ percent: 0.2, perItem: 8 })).toBe("0.2% + 8¢");
    expect(formatRate({ percent: 1, perItem: 0 })).toBe("1%");
    expect(formatRate({ percent: 0, perItem: 150 })).toBe("0% + $1.50");
    expect(formatPercent(2.2734)).toBe("2.27%");
    expect(formatPerItem(35)).toBe("35¢");
    expect(formatPerItem(300)).toBe("$3.00");
  });
});
