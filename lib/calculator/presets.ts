import { defaultAssumptions } from "./fields";
import type { Assumptions, CalculatorValues } from "./types";

/** Typical figures for one kind of business: what a worked example starts from. */
export type IndustryPreset = {
  /** The business in a sentence, article included: "a restaurant". */
  example: string;
  monthlyVolume: number;
  averageTicket: number;
  /** Share of card sales on credit cards, in percent. */
  creditShare: number;
  /** A common effective rate for this kind of business on an unreviewed statement, in percent. */
  effectiveRate: number;
  /** Where the business's card costs differ from the card-present defaults. */
  assumptions?: Partial<Assumptions>;
};

/** Keyed-in and online payments cost more at the card brands than a chip or tap payment. */
export const cardNotPresentCosts: Partial<Assumptions> = {
  creditRateLow: 1.95,
  creditRateHigh: 2.7,
  debitRateHigh: 1.65,
  flatRate: 2.9,
  flatPerItem: 0.3,
};

/** The home page's worked example, and any page that names no business of its own. */
export const generalPreset: IndustryPreset = {
  example: "a small business",
  monthlyVolume: 50_000,
  averageTicket: 60,
  creditShare: 70,
  effectiveRate: 3,
};

/** The calculator's starting values for an industry (Wisconsin, current cost as a rate). */
export function presetValues(preset: IndustryPreset = generalPreset): CalculatorValues {
  return {
    monthlyVolume: preset.monthlyVolume,
    averageTicket: preset.averageTicket,
    currentMode: "rate",
    currentValue: preset.effectiveRate,
    creditShare: preset.creditShare,
    state: "WI",
    assumptions: { ...defaultAssumptions, ...preset.assumptions },
  };
}
