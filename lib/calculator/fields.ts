import { paramNames } from "./param-names";
import type { Assumptions, CalculatorValues } from "./types";

/** A numeric input of the calculator: its label, unit, bounds and URL parameter. */
export type NumberField = {
  label: string;
  unit: "$" | "%";
  min: number;
  max: number;
  step: number;
  /** Query-string name used when the value is shared in a link. */
  param: string;
};

type MerchantNumberKey = "monthlyVolume" | "averageTicket" | "creditShare";

/** The merchant's own figures. */
export const merchantFields: Record<MerchantNumberKey, NumberField> = {
  monthlyVolume: {
    label: "Monthly card sales",
    unit: "$",
    min: 0,
    max: 10_000_000,
    step: 100,
    param: paramNames.monthlyVolume,
  },
  averageTicket: {
    label: "Average sale",
    unit: "$",
    min: 1,
    max: 100_000,
    step: 1,
    param: paramNames.averageTicket,
  },
  creditShare: {
    label: "Share paid by credit card",
    unit: "%",
    min: 0,
    max: 100,
    step: 1,
    param: paramNames.creditShare,
  },
};

/** The two ways to state today's cost; each has its own parameter so a link is unambiguous. */
export const currentFields: Record<CalculatorValues["currentMode"], NumberField> = {
  fees: {
    label: "Total monthly processing fees",
    unit: "$",
    min: 0,
    max: 1_000_000,
    step: 1,
    param: paramNames.fees,
  },
  rate: {
    label: "Effective rate (fees ÷ card sales)",
    unit: "%",
    min: 0,
    max: 15,
    step: 0.01,
    param: paramNames.rate,
  },
};

const percent = (label: string, param: string, max = 10): NumberField => ({
  label,
  unit: "%",
  min: 0,
  max,
  step: 0.01,
  param,
});
const dollars = (label: string, param: string, max = 5): NumberField => ({
  label,
  unit: "$",
  min: 0,
  max,
  step: 0.01,
  param,
});

/** The editable assumptions, grouped as the calculator shows them. */
export const assumptionFields: Record<keyof Assumptions, NumberField> = {
  creditRateLow: percent("Credit card-brand cost, low", paramNames.creditRateLow),
  creditRateHigh: percent("Credit card-brand cost, high", paramNames.creditRateHigh),
  creditPerItem: dollars("Credit per-sale card-brand fee", paramNames.creditPerItem),
  debitRateLow: percent("Debit card-brand cost, low", paramNames.debitRateLow),
  debitRateHigh: percent("Debit card-brand cost, high", paramNames.debitRateHigh),
  debitPerItem: dollars("Debit per-sale card-brand fee", paramNames.debitPerItem),
  markupRate: percent("Interchange-plus markup", paramNames.markupRate, 5),
  markupPerItem: dollars("Markup per sale", paramNames.markupPerItem),
  monthlyFee: dollars("Account fee per month", paramNames.monthlyFee, 500),
  flatRate: percent("Flat rate", paramNames.flatRate),
  flatPerItem: dollars("Flat-rate fee per sale", paramNames.flatPerItem),
  cashAdjustment: percent(
    "Card price above today's price (cash discount)",
    paramNames.cashAdjustment,
  ),
  surchargeRate: percent("Credit surcharge you would add", paramNames.surchargeRate),
};

/** Typical US figures for a card-present business; every page can override them. */
export const defaultAssumptions: Assumptions = {
  creditRateLow: 1.7,
  creditRateHigh: 2.4,
  creditPerItem: 0.1,
  debitRateLow: 0.05,
  debitRateHigh: 0.8,
  debitPerItem: 0.22,
  markupRate: 0.3,
  markupPerItem: 0.1,
  monthlyFee: 10,
  flatRate: 2.6,
  flatPerItem: 0.15,
  cashAdjustment: 4,
  surchargeRate: 3,
};

/** Clamps a value into a field's bounds; non-finite input falls back to the minimum. */
export function clampToField(value: number, field: NumberField): number {
  if (!Number.isFinite(value)) return field.min;
  return Math.min(field.max, Math.max(field.min, value));
}
