import type { Cents } from "./money";

/** Per-payment ACH pricing: a flat fee per payment and per return, no percentage. */
export type AchPlan = { perPayment: Cents; perReturn: Cents };

/** A percentage fee with a ceiling per payment, the way some providers price ACH. */
export type CappedPercentFee = { percent: number; cap: Cents };

/** A month of ACH payments on per-payment pricing. */
export function priceAch({ count, returns }: { count: number; returns: number }, plan: AchPlan) {
  return count * plan.perPayment + returns * plan.perReturn;
}

/** A month of equal-sized payments on a capped percentage fee. */
export function priceCappedPercent(
  { count, averageAmount }: { count: number; averageAmount: Cents },
  fee: CappedPercentFee,
): Cents {
  const perPayment = Math.min(Math.round((averageAmount * fee.percent) / 100), fee.cap);
  return count * perPayment;
}
