import type { SurchargeRules } from "@/lib/pricing/surcharge";

/** States where a surcharge on card payments is not allowed. */
export const surchargeBanStates = [
  { code: "CT", name: "Connecticut" },
  { code: "ME", name: "Maine" },
  { code: "MA", name: "Massachusetts" },
] as const;

/** States with a surcharge cap lower than Visa's. */
export const surchargeStateCaps = [{ code: "CO", name: "Colorado", percent: 2 }] as const;

/** Visa's cap on a credit-card surcharge, in percent. */
export const visaCreditSurchargeCap = 3;

/** Days of written notice the card brands and the processor need before a surcharge starts. */
export const surchargeNoticeDays = 30;

/** The limits in the form lib/pricing computes with. */
export const surchargeRules: SurchargeRules = {
  brandCapPercent: visaCreditSurchargeCap,
  bannedStates: surchargeBanStates.map((state) => state.code),
  stateCapsPercent: Object.fromEntries(
    surchargeStateCaps.map((state) => [state.code, state.percent]),
  ),
};

const banned = surchargeBanStates.map((state) => state.name);
const colorado = surchargeStateCaps[0];

/** "Connecticut, Maine and Massachusetts". */
export const bannedStatesText = `${banned.slice(0, -1).join(", ")} and ${banned.at(-1)}`;

/** One rule of the card-brand and state rules table. */
export type CardRule = { id: string; rule: string; detail: string };

/** The surcharge and cash-discount rules, stated once for every pricing page. */
export const cardRules: readonly CardRule[] = [
  {
    id: "cap",
    rule: `Credit surcharges are capped at ${visaCreditSurchargeCap}%`,
    detail: `Visa caps a credit-card surcharge at ${visaCreditSurchargeCap}%, and no surcharge may be more than the card actually costs you to accept.`,
  },
  {
    id: "debit",
    rule: "Never on debit or prepaid cards",
    detail:
      "Debit and prepaid cards cannot be surcharged, even when the customer presses “credit” or signs instead of entering a PIN.",
  },
  {
    id: "states",
    rule: `Banned in ${bannedStatesText}`,
    detail: `Surcharging is not allowed in ${bannedStatesText}. ${colorado.name} caps a surcharge at ${colorado.percent}%.`,
  },
  {
    id: "disclosure",
    rule: "Disclosed three times",
    detail:
      "At the store entrance (or the first page of an online checkout), at the point of sale, and as its own line on the receipt.",
  },
  {
    id: "notice",
    rule: `${surchargeNoticeDays} days’ notice first`,
    detail: `Tell the card brands and your processor in writing at least ${surchargeNoticeDays} days before the first surcharged sale; we file the notices with you.`,
  },
  {
    id: "cash-discount",
    rule: "A cash discount posts the card price",
    detail:
      "The price on the shelf, menu or invoice is what a card payer pays; cash payers get a discount off it. Nothing is added at the register.",
  },
];
