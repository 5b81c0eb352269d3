import { priceInterchangePlus } from "./interchange-plus";
import { testPlan, testSegments } from "./test-merchant";

describe("priceInterchangePlus", () => {
  const statement = priceInterchangePlus(testSegments, testPlan);

  it("passes each slice's wholesale cost through and adds the same markup to every payment", () => {
    expect(statement.lines.map((line) => line.wholesale)).toEqual([
      5000 + 5000,
      37_000 + 4000,
      13_500 + 200,
    ]);
    expect(statement.lines.map((line) => line.markup)).toEqual([
      2000 + 2000,
      4000 + 3200,
      1000 + 160,
    ]);
  });

  it("makes the total exactly the sum of its lines and fixed fees", () => {
    const lines = statement.lines.reduce((sum, line) => sum + line.total, 0);
    expect(statement.total).toBe(lines + statement.fixed);
    expect(statement.total).toBe(statement.wholesale + statement.markup + statement.fixed);
  });

  it("charges the gateway fee only when some payments are taken online", () => {
    expect(statement.fixed).toBe(2000);
    const inPersonOnly = testSegments.filter((segment) => segment.channel === "in-person");
    expect(priceInterchangePlus(inPersonOnly, testPlan).fixed).toBe(1000);
  });

  it("reports the effective rate as total cost over card volume", () => {
    expect(statement.effectiveRate).toBeCloseTo((statement.total / 3_500_000) * 100, 10);
  });
});
