import type { Assumptions, CalculatorValues } from "./types";

type NumberKey =
  "monthlyVolume" | "averageTicket" | "creditShare" | CalculatorValues["currentMode"];

/**
 * The query-string name of each calculator figure in a shared link. Apart from the fields' labels
 * and bounds (fields.ts), so the small loader island can recognise a shared link without them.
 */
export const paramNames = {
  monthlyVolume: "vol",
  averageTicket: "ticket",
  creditShare: "credit",
  fees: "fees",
  rate: "rate",
  creditRateLow: "ic-credit-low",
  creditRateHigh: "ic-credit-high",
  creditPerItem: "ic-credit-item",
  debitRateLow: "ic-debit-low",
  debitRateHigh: "ic-debit-high",
  debitPerItem: "ic-debit-item",
  markupRate: "markup",
  markupPerItem: "markup-item",
  monthlyFee: "monthly-fee",
  flatRate: "flat",
  flatPerItem: "flat-item",
  cashAdjustment: "cash-adj",
  surchargeRate: "surcharge",
} as const satisfies Record<NumberKey | keyof Assumptions, string>;

export const stateParam = "state";
