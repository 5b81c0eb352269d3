import { formatMoney, formatMoneyRange, formatPercent, formatSavings } from "./format";

describe("calculator formatting", () => {
  it("rounds money to whole dollars with separators", () => {
    expect(formatMoney(1234.56)).toBe("$1,235");
    expect(formatMoney(-0.2)).toBe("$0");
  });

  it("collapses a range whose ends round to the same dollar", () => {
    expect(formatMoneyRange({ low: 10.2, high: 10.4 })).toBe("$10");
    expect(formatMoneyRange({ low: 959, high: 1317 })).toBe("$959–$1,317");
  });

  it("words savings honestly when a model can cost more", () => {
    expect(formatSavings({ low: 200, high: 500 })).toBe("$200–$500");
    expect(formatSavings({ low: -100, high: 300 })).toBe("$100 more to $300 less");
    expect(formatSavings({ low: -300, high: -100 })).toBe("Costs $100–$300 more");
    expect(formatSavings({ low: 0.2, high: -0.3 })).toBe("No change");
  });

  it("prints percentages with at most two decimals", () => {
    expect(formatPercent(3.846153)).toBe("3.85%");
    expect(formatPercent(2)).toBe("2%");
  });
});
