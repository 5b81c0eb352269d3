import { defaultAssumptions } from "./fields";
import type { Assumptions, CalculatorValues } from "./types";

/** The industries whose pages open the calculator with their own typical figures. */
export const industryPresetIds = [
  "restaurant",
  "healthcare",
  "dental",
  "veterinary",
  "auto-repair",
  "retail",
  "ecommerce",
  "b2b",
  "nonprofit",
  "kiosk",
  "general",
] as const;

export type IndustryPresetId = (typeof industryPresetIds)[number];

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
const cardNotPresent: Partial<Assumptions> = {
  creditRateLow: 1.95,
  creditRateHigh: 2.7,
  debitRateHigh: 1.65,
  flatRate: 2.9,
  flatPerItem: 0.3,
};

export const industryPresets: Record<IndustryPresetId, IndustryPreset> = {
  restaurant: {
    example: "a restaurant",
    monthlyVolume: 60_000,
    averageTicket: 38,
    creditShare: 72,
    effectiveRate: 3.2,
  },
  healthcare: {
    example: "a medical clinic",
    monthlyVolume: 80_000,
    averageTicket: 145,
    creditShare: 55,
    effectiveRate: 2.9,
  },
  dental: {
    example: "a dental practice",
    monthlyVolume: 70_000,
    averageTicket: 260,
    creditShare: 65,
    effectiveRate: 2.9,
  },
  veterinary: {
    example: "a veterinary clinic",
    monthlyVolume: 55_000,
    averageTicket: 210,
    creditShare: 70,
    effectiveRate: 3,
  },
  "auto-repair": {
    example: "an auto repair shop",
    monthlyVolume: 75_000,
    averageTicket: 420,
    creditShare: 70,
    effectiveRate: 3.1,
  },
  retail: {
    example: "a retail store",
    monthlyVolume: 40_000,
    averageTicket: 45,
    creditShare: 65,
    effectiveRate: 3.1,
  },
  ecommerce: {
    example: "an online store",
    monthlyVolume: 50_000,
    averageTicket: 85,
    creditShare: 75,
    effectiveRate: 3.3,
    assumptions: cardNotPresent,
  },
  b2b: {
    example: "a B2B supplier",
    monthlyVolume: 150_000,
    averageTicket: 1_800,
    creditShare: 90,
    effectiveRate: 3.3,
    // Business and purchasing cards without validated level 3 data carry higher interchange.
    assumptions: { ...cardNotPresent, creditRateLow: 2.2, creditRateHigh: 2.9 },
  },
  nonprofit: {
    example: "a nonprofit",
    monthlyVolume: 25_000,
    averageTicket: 75,
    creditShare: 70,
    effectiveRate: 3,
    // Registered charities qualify for the card brands' lower charity rates.
    assumptions: { ...cardNotPresent, creditRateLow: 1.5, creditRateHigh: 2.3 },
  },
  kiosk: {
    example: "a quick-service counter with kiosks",
    monthlyVolume: 35_000,
    averageTicket: 14,
    creditShare: 60,
    effectiveRate: 3.7,
    // Small sales: processors price them with a lower per-sale markup.
    assumptions: { markupPerItem: 0.05 },
  },
  general: {
    example: "a small business",
    monthlyVolume: 50_000,
    averageTicket: 60,
    creditShare: 70,
    effectiveRate: 3,
  },
};

/** The calculator's starting values for an industry (Wisconsin, current cost as a rate). */
export function presetValues(id: IndustryPresetId = "general"): CalculatorValues {
  const preset = industryPresets[id];
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
