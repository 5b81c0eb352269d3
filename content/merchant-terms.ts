import type { AchPlan } from "@/lib/pricing/ach";
import type { InterchangePlusPlan } from "@/lib/pricing/interchange-plus";
import { formatPerItem, formatRate, formatUsd, usd } from "@/lib/pricing/money";
import { site } from "./site";

/**
 * The pricing every example on the site uses. A merchant's written quote states its own markup;
 * these are the figures the worked examples and comparisons compute with.
 */
export const ourPricing = {
  interchangePlus: {
    markup: { percent: 0.2, perItem: 8 },
    accountFee: usd(10),
    gatewayFee: usd(10),
  } satisfies InterchangePlusPlan,
  ach: { perPayment: 35, perReturn: usd(3) } satisfies AchPlan,
} as const;

const plan = ourPricing.interchangePlus;

/** Our pricing in words, for tables and copy. */
export const ourPricingText = {
  markup: formatRate(plan.markup),
  accountFee: `${formatUsd(plan.accountFee)} a month`,
  gatewayFee: `${formatUsd(plan.gatewayFee)} a month`,
  achPayment: `${formatPerItem(ourPricing.ach.perPayment)} per payment`,
  achReturn: `${formatUsd(ourPricing.ach.perReturn)} per returned payment`,
};

/** The terms of our standard merchant agreement, the same on every page that mentions them. */
export const merchantTerms = {
  contract: "Month-to-month, no minimum term",
  cancellation: "No cancellation fee: close the account by phone or email whenever you choose",
  equipment: {
    purchase: "Buy terminals or a POS outright at the price on your quote; they are yours to keep",
    placement:
      "Or free placement: we lend a countertop terminal at no charge while your account is open and send a prepaid label to return it when you leave",
    leases: "We do not write equipment leases",
  },
  funding: "Next-business-day deposits as standard; same-day funding available",
  statement: "Every interchange category, card-brand fee and our markup itemized on one statement",
  support: `A specialist in ${site.address.city} you can call, ${site.hours.display}`,
  otherFees: "No annual fee and no monthly minimum",
} as const;
