import { priceFlatRate } from "./flat-rate";
import { priceInterchangePlus } from "./interchange-plus";
import { testPlan, testSegments } from "./test-merchant";

const square = { inPerson: { percent: 2.6, perItem: 15 }, online: { percent: 2.9, perItem: 30 } };

describe("priceFlatRate", () => {
  it("prices in-person and online payments at their own published rates", () => {
    const statement = priceFlatRate(testSegments, { ...square, monthlyFee: 0 });
    expect(statement.inPerson).toBe(78_000 + 9750);
    expect(statement.online).toBe(14_500 + 600);
    expect(statement.total).toBe(statement.inPerson + statement.online);
  });

  it("adds a monthly fee when the plan has one", () => {
    const statement = priceFlatRate(testSegments, { ...square, monthlyFee: 4900 });
    expect(statement.fixed).toBe(4900);
    expect(statement.total).toBe(statement.inPerson + statement.online + 4900);
  });

  it("costs a debit-heavy merchant more than interchange plus at these rates", () => {
    const flat = priceFlatRate(testSegments, { ...square, monthlyFee: 0 });
    expect(flat.total).toBeGreaterThan(priceInterchangePlus(testSegments, testPlan).total);
  });
});
