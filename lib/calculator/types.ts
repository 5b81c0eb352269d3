import type { StateCode } from "./states";

/** A low and a high estimate of the same figure. */
export type Range = { low: number; high: number };

/** The cost assumptions behind every estimate; percentages are in percent (2.5 means 2.5%). */
export type Assumptions = {
  /** Card-brand cost of credit cards (interchange plus network fees), low and high. */
  creditRateLow: number;
  creditRateHigh: number;
  creditPerItem: number;
  /** Card-brand cost of debit cards: regulated debit at the low end, exempt debit at the high. */
  debitRateLow: number;
  debitRateHigh: number;
  debitPerItem: number;
  /** The processor's markup on interchange plus. */
  markupRate: number;
  markupPerItem: number;
  monthlyFee: number;
  /** A typical all-in flat rate. */
  flatRate: number;
  flatPerItem: number;
  /** How much higher the posted card price is than today's price under a cash discount. */
  cashAdjustment: number;
  /** The credit-card surcharge the merchant would like to add, before caps. */
  surchargeRate: number;
};

/** How the merchant states what they pay today. */
export type CurrentCostMode = "fees" | "rate";

/** Everything the calculator needs: the merchant's figures and the assumptions. */
export type CalculatorValues = {
  /** Card sales per month, in dollars. */
  monthlyVolume: number;
  averageTicket: number;
  currentMode: CurrentCostMode;
  /** Monthly fees in dollars when the mode is "fees", the effective rate in percent when "rate". */
  currentValue: number;
  /** Share of card sales paid by credit card, in percent; the rest is debit. */
  creditShare: number;
  state: StateCode;
  assumptions: Assumptions;
};

export type PricingOptionId = "interchange-plus" | "flat-rate" | "cash-discount" | "surcharge";

type OptionBase = { id: PricingOptionId; label: string };

/**
 * What a credit surcharge leaves the merchant paying: the full cost of debit and prepaid cards,
 * which may never be surcharged, the part of the credit cost the capped surcharge does not cover,
 * and the account fee.
 */
export type StillPaid = { debit: Range; credit: Range; accountFee: number };

/** One pricing model's estimate; a model can be unavailable (a surcharge in a state that bans it). */
export type OptionQuote =
  | (OptionBase & {
      available: true;
      monthly: Range;
      yearly: Range;
      /** Current cost minus this model's cost: negative means this model costs more. */
      monthlySavings: Range;
      yearlySavings: Range;
      /** Zero fee only: what the merchant still pays each month, part by part. */
      stillPaid?: StillPaid;
    })
  | (OptionBase & { available: false; reason: string });

/** The whole comparison for one set of values. */
export type Quote = {
  transactions: number;
  current: { monthly: number; yearly: number; effectiveRate: number };
  options: OptionQuote[];
  /** The surcharge the model applied after the state cap and the cost-of-acceptance limit. */
  appliedSurcharge: Range | null;
  surchargeNote: string;
  /** What a cash customer saves against the posted card price, in percent. */
  cashPriceDiscount: number;
};
