import { breakEvenVolume } from "./break-even";
import { priceFlatRate } from "./flat-rate";
import { priceInterchangePlus } from "./interchange-plus";
import { scaleSegments, volumeOf } from "./merchant";
import { testPlan, testSegments } from "./test-merchant";

const flat = { inPerson: { percent: 2.6, perItem: 15 }, online: { percent: 2.9, perItem: 30 } };
const interchangePlus = (segments: Parameters<typeof priceInterchangePlus>[0]) =>
  priceInterchangePlus(segments, testPlan).total;
const flatRate = (segments: Parameters<typeof priceFlatRate>[0]) =>
  priceFlatRate(segments, { ...flat, monthlyFee: 0 }).total;

describe("breakEvenVolume", () => {
  const volume = breakEvenVolume(testSegments, interchangePlus, flatRate);

  it("finds the volume where a plan with monthly fees starts to cost less than a flat rate", () => {
    expect(volume).not.toBeNull();
    const factor = (volume ?? 0) / volumeOf(testSegments);
    const below = scaleSegments(testSegments, factor * 0.9);
    const above = scaleSegments(testSegments, factor * 1.1);
    expect(interchangePlus(below)).toBeGreaterThan(flatRate(below));
    expect(interchangePlus(above)).toBeLessThan(flatRate(above));
  });

  it("returns null when the first plan never becomes the cheaper one", () => {
    expect(breakEvenVolume(testSegments, flatRate, interchangePlus)).toBeNull();
  });

  it("returns zero when the first plan is never dearer", () => {
    const noFees = (segments: Parameters<typeof priceInterchangePlus>[0]) =>
      priceInterchangePlus(segments, { ...testPlan, accountFee: 0, gatewayFee: 0 }).total;
    expect(breakEvenVolume(testSegments, noFees, flatRate)).toBe(0);
  });
});
