import type { CappedPercentFee } from "@/lib/pricing/ach";
import type { FlatRatePlan } from "@/lib/pricing/flat-rate";
import type { Inline, Paragraph } from "@/content/pricing/types";
import { formatRate, formatUsd, usd } from "@/lib/pricing/money";

/** When the competitor figures below were last compared with the providers' own pages. */
export const comparisonAsOf = "November 2026";

/** Where a competitor figure comes from. */
export type Source = { page: string; url: string; asOf: string };

/** A flat-rate competitor's published standard US pricing and terms. */
export type Provider = {
  id: "stripe" | "square";
  name: string;
  path: "/stripe" | "/square";
  plan: FlatRatePlan;
  /** How the provider names its in-person rate, for tables. */
  inPersonName: string;
  ach?: CappedPercentFee;
  source: Source;
  terms: {
    pricing: string;
    contract: string;
    cancellation: string;
    monthlyFee: string;
    equipment: string;
    deposits: string;
    statement: string;
    support: string;
  };
};

const stripe: Provider = {
  id: "stripe",
  name: "Stripe",
  path: "/stripe",
  plan: {
    inPerson: { percent: 2.7, perItem: 5 },
    online: { percent: 2.9, perItem: 30 },
    monthlyFee: 0,
  },
  inPersonName: "on Stripe Terminal",
  ach: { percent: 0.8, cap: usd(5) },
  source: {
    page: "Stripe’s US pricing page",
    url: "https://stripe.com/us/pricing",
    asOf: comparisonAsOf,
  },
  terms: {
    pricing: "Flat rate per payment; custom pricing for large businesses on request",
    contract: "None; pay as you go",
    cancellation: "None",
    monthlyFee: "None on standard pricing; some add-on products bill separately",
    equipment: "Card readers bought from Stripe",
    deposits: "Two business days for most US accounts; instant payouts cost extra",
    statement: "Fee per payment; the card’s wholesale cost is not shown on standard pricing",
    support: "Help center and support through your Stripe account; no assigned local contact",
  },
};

const square: Provider = {
  id: "square",
  name: "Square",
  path: "/square",
  plan: {
    inPerson: { percent: 2.6, perItem: 15 },
    online: { percent: 2.9, perItem: 30 },
    monthlyFee: 0,
  },
  inPersonName: "to tap, dip or swipe",
  source: {
    page: "Square’s US pricing page",
    url: "https://squareup.com/us/en/pricing",
    asOf: comparisonAsOf,
  },
  terms: {
    pricing: "Flat rate per payment; custom rates for larger businesses on request",
    contract: "None; pay as you go",
    cancellation: "None",
    monthlyFee: "None on the free plan; paid software plans cost extra",
    equipment: "Bought from Square and works only with Square",
    deposits: "Next business day as standard; instant transfers cost extra",
    statement: "Fee per payment; the card’s wholesale cost is not shown",
    support: "Help center and support through your Square account; no assigned local contact",
  },
};

/** The flat-rate providers every comparison prices, by id. */
export const providers = { stripe, square } as const;

/** Where providers' figures come from and when, linked, as a note under a table. */
export function sourceNote(
  list: readonly Provider[],
  subject = "published standard rates",
): Paragraph {
  return [
    ...list.flatMap((provider): Inline[] => [
      `${provider.name}: ${subject} as of ${provider.source.asOf}, from `,
      { href: provider.source.url, label: provider.source.page },
      ". ",
    ]),
    "Rates change; check each page before you decide.",
  ];
}

/** A provider's standard rates in words, for copy. */
export function ratesText(provider: Provider) {
  return {
    inPerson: formatRate(provider.plan.inPerson),
    online: formatRate(provider.plan.online),
    ach: provider.ach
      ? `${provider.ach.percent}% capped at ${formatUsd(provider.ach.cap, { whole: true })}`
      : undefined,
  };
}
