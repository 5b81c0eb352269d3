import type { Figures } from "@/content/pages/figures";
import { merchantTerms, ourPricingText } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providers, ratesText } from "./providers";
import { assumptionsTable, costTable, termsTable } from "./tables";

const stripe = providers.stripe;
const rates = ratesText(stripe);
const { ours, stripe: theirs } = comparisonFigures;
const gap = theirs.total - ours.total;
const breakEven = formatUsd(comparisonFigures.breakEven.stripe ?? 0, { whole: true });

/** The figures /stripe quotes, as {{name}} in content/comparisons/stripe.md. */
export const figures = {
  "rates-online": rates.online,
  "rates-in-person": rates.inPerson,
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "theirs-total": formatUsd(theirs.total),
  "ours-total": formatUsd(ours.total),
  "gap-12": formatUsd(gap * 12, { whole: true }),
  "break-even": breakEven,
  "assumptions-table": assumptionsTable(),
  "cost-table-stripe": costTable(["stripe"]),
  gap: formatUsd(gap),
  "theirs-effective-rate": formatPercent(theirs.effectiveRate),
  "ours-effective-rate": formatPercent(ours.effectiveRate),
  "online-volume": formatUsd(comparisonFigures.onlineVolume, { whole: true }),
  "theirs-online-minus-ours-online": formatUsd(theirs.online - ours.online),
  "theirs-in-person-minus-ours-in-person": formatUsd(theirs.inPerson - ours.inPerson),
  "rates-ach": rates.ach,
  "our-pricing-text-ach-payment": ourPricingText.achPayment,
  "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
  "terms-table-stripe": termsTable(["stripe"]),
  "stripe-source-as-of": stripe.source.asOf,
  "stripe-source-page": stripe.source.page,
} satisfies Figures;
