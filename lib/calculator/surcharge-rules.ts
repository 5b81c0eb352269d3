import { stateName, type StateCode } from "./states";

/** Visa's ceiling for a credit-card surcharge, in percent; the calculator applies it to every credit card. */
export const cardBrandSurchargeCap = 3;

/** States whose law prohibits surcharging card payments. */
const prohibited: ReadonlySet<StateCode> = new Set(["CT", "ME", "MA"]);

/** States whose law sets a lower cap than the card brands, in percent. */
const stateCaps: Partial<Record<StateCode, number>> = { CO: 2 };

export type SurchargeRule =
  { allowed: false; reason: string } | { allowed: true; capPercent: number; reason: string };

/**
 * Whether a merchant in a state may add a credit-card surcharge, and the cap that applies.
 * A surcharge is never allowed on debit or prepaid cards, whatever the state.
 */
export function surchargeRule(state: StateCode): SurchargeRule {
  const name = stateName(state);
  if (prohibited.has(state)) {
    return { allowed: false, reason: `${name} law prohibits surcharging card payments.` };
  }
  const stateCap = stateCaps[state];
  if (stateCap !== undefined && stateCap < cardBrandSurchargeCap) {
    return {
      allowed: true,
      capPercent: stateCap,
      reason: `${name} caps surcharges at ${stateCap}%.`,
    };
  }
  return {
    allowed: true,
    capPercent: cardBrandSurchargeCap,
    reason: `Visa caps credit-card surcharges at ${cardBrandSurchargeCap}%.`,
  };
}
