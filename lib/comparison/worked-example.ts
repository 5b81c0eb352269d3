import type { ComparisonInputs } from "./inputs";

/**
 * The worked example the tests price by hand: October 2026 at a store taking $40,000 in 800
 * card payments, $1,236.40 in fees, on a tiered statement with six of its lines itemized.
 */
export const workedExample: ComparisonInputs = {
  month: "2026-10",
  volume: 4_000_000,
  count: 800,
  totalFees: 123_640,
  feeLines: [
    { name: "Interchange", amount: 70_200 },
    { name: "Visa/MC assessments", amount: 5_600 },
    { name: "Non-qualified surcharge", amount: 31_840 },
    { name: "PCI non-compliance fee", amount: 3_995 },
    { name: "Statement fee", amount: 995 },
    { name: "Batch fee", amount: 500 },
  ],
  mix: { visa: 55, mastercard: 30, discover: 5, amex: 10, debit: 40 },
  onlineShare: 10,
  program: "interchange-plus",
};
