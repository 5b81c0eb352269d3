import { networkFeeOf, networkFeeRates } from "./network-fee-rates";

describe("the network fee rates", () => {
  it.each([
    ["VISA ACQUIRER PROCESSING FEE", "visa-apf-credit"],
    ["VS ACQUIRER PROC FEE DEBIT", "visa-apf-debit"],
    ["ACQR PROCESSOR FEE", "visa-apf-credit"],
    ["Visa APF", "visa-apf-credit"],
    ["MC NABU FEE", "mastercard-nabu"],
    ["Mastercard Network Access Brand Usage", "mastercard-nabu"],
    ["MC NABU INTL", "mastercard-nabu-international"],
    ["MC Network Access Fee Cross Border", "mastercard-nabu-international"],
  ])("names %s as %s", (label, id) => {
    expect(networkFeeOf(label)?.id).toBe(id);
  });

  it("leaves other lines alone", () => {
    for (const label of ["VISA ASSESSMENT FEE", "INTERCHANGE CHARGES VISA", "AUTHORIZATION FEE"])
      expect(networkFeeOf(label)).toBeUndefined();
  });

  it("states every rate with the day it was checked and its sources", () => {
    for (const rate of networkFeeRates) {
      expect(rate.perItemDollars).toBeGreaterThan(0);
      expect(rate.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of rate.sources) expect(source).toMatch(/^https?:\/\//);
    }
  });
});
