import { calculatorQuery } from "./params";
import { calculatorSummary } from "./summary";

describe("the calculator figures a statement review link carries", () => {
  it("lists the figures a link sets, in words, and only those", () => {
    expect(calculatorSummary("?vol=42000&ticket=38.5&fees=1240&state=IL")).toEqual([
      "Monthly card sales: $42,000.00",
      "Average sale: $38.50",
      "Total monthly processing fees: $1,240.00",
      "State: Illinois",
    ]);
    expect(calculatorSummary("?rate=3.1&markup=0.25")).toEqual([
      "Effective rate (fees ÷ card sales): 3.1%",
      "Interchange-plus markup: 0.25%",
    ]);
  });

  it("leaves out what is not a valid figure, and lists nothing for other links", () => {
    expect(calculatorSummary("?vol=lots&ticket=-4&state=ZZ&credit=70")).toEqual([
      "Share paid by credit card: 70%",
    ]);
    expect(calculatorSummary("?utm_source=flyer")).toEqual([]);
    expect(calculatorSummary("")).toEqual([]);
  });

  it("keeps only the calculator's part of an address for the link onward", () => {
    expect(calculatorQuery("?utm_source=flyer&vol=42000&ref=x&rate=3")).toBe("?vol=42000&rate=3");
    expect(calculatorQuery("?utm_source=flyer")).toBe("");
  });
});
