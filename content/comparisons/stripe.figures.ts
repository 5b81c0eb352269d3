import type { Figures } from "@/content/pages/figures";
import { ourPricingText } from "@/content/merchant-terms";
import { formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providerFigures } from "./provider-figures";

const { rates, ours, theirs, figures: shared } = providerFigures("stripe");

/** The figures /stripe quotes, as {{name}} in content/comparisons/stripe.md. */
export const figures = {
  ...shared,
  "online-volume": formatUsd(comparisonFigures.onlineVolume, { whole: true }),
  "theirs-online-minus-ours-online": formatUsd(theirs.online - ours.online),
  "theirs-in-person-minus-ours-in-person": formatUsd(theirs.inPerson - ours.inPerson),
  "rates-ach": rates.ach,
  "our-pricing-text-ach-payment": ourPricingText.achPayment,
} satisfies Figures;
