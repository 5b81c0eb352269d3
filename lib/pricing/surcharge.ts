import { priceInterchangePlus, type InterchangePlusPlan } from "./interchange-plus";
import { raiseAmounts, volumeOf, type CardKind, type CardSegment } from "./merchant";
import type { Cents } from "./money";

/** The card-brand and state limits a surcharge must respect (data lives in content/pricing). */
export type SurchargeRules = {
  /** Visa's cap on a credit-card surcharge, in percent. */
  brandCapPercent: number;
  /** Two-letter codes of states where surcharging card payments is not allowed. */
  bannedStates: readonly string[];
  /** Lower caps some states set, in percent, by two-letter code. */
  stateCapsPercent: Readonly<Record<string, number>>;
};

/** Only credit cards may carry a surcharge: never debit, never prepaid, even when run as credit. */
export function isSurchargeable(kind: CardKind): boolean {
  return kind === "credit" || kind === "commercial";
}

/**
 * The highest surcharge a merchant may add, in percent rounded down to a tenth: zero where
 * surcharging is banned, otherwise the lowest of the brand cap, any state cap and what the
 * merchant's credit cards actually cost it.
 */
export function maxSurchargePercent(
  rules: SurchargeRules,
  { state, creditCostPercent }: { state: string; creditCostPercent: number },
): number {
  const code = state.toUpperCase();
  if (rules.bannedStates.includes(code)) return 0;
  const stateCap = rules.stateCapsPercent[code] ?? Number.POSITIVE_INFINITY;
  const cap = Math.min(rules.brandCapPercent, stateCap, Math.max(0, creditCostPercent));
  return Math.floor(cap * 10 + 1e-9) / 10;
}

export type SurchargeOutcome = {
  state: string;
  creditCostPercent: number;
  percent: number;
  surchargeableVolume: Cents;
  untouchedVolume: Cents;
  collected: Cents;
  fees: Cents;
  /** What processing still costs the merchant after the surcharges it collected. */
  net: Cents;
  before: Cents;
};

/** A month with the largest allowed surcharge on credit cards and none on debit or prepaid. */
export function priceSurcharge(
  segments: readonly CardSegment[],
  plan: InterchangePlusPlan,
  rules: SurchargeRules,
  state: string,
): SurchargeOutcome {
  const surchargeable = (segment: CardSegment) => isSurchargeable(segment.kind);
  const credit = segments.filter(surchargeable);
  const creditCostPercent = priceInterchangePlus(credit, {
    ...plan,
    accountFee: 0,
    gatewayFee: 0,
  }).effectiveRate;
  const percent = maxSurchargePercent(rules, { state, creditCostPercent });
  const raised = raiseAmounts(segments, percent, surchargeable);
  const fees = priceInterchangePlus(raised, plan).total;
  const collected = volumeOf(raised) - volumeOf(segments);
  return {
    state: state.toUpperCase(),
    creditCostPercent,
    percent,
    surchargeableVolume: volumeOf(credit),
    untouchedVolume: volumeOf(segments) - volumeOf(credit),
    collected,
    fees,
    net: fees - collected,
    before: priceInterchangePlus(segments, plan).total,
  };
}
