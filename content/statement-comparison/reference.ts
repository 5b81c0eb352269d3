import { defaultAssumptions } from "@/lib/calculator/fields";
import type { ComparisonReference } from "@/lib/comparison/glossary";
import { usd } from "@/lib/pricing/money";
import { ourPricing } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { feeGlossary } from "./fee-glossary";

function wholesaleOf(id: "debit" | "credit") {
  const found = exampleMerchant.segments.find((segment) => segment.id === id);
  if (!found) throw new Error(`The example merchant has no "${id}" segment.`);
  return found.wholesale;
}

/** The flat rate the calculator prices, in cents per payment: the same terms in person and online. */
const flatRate = {
  percent: defaultAssumptions.flatRate,
  perItem: usd(defaultAssumptions.flatPerItem),
};

/**
 * What a statement comparison prices with: the site's fee explanations, our published
 * interchange-plus plan, the calculator's flat rate, the cash-discount example's card premium,
 * and the example merchant's wholesale rates for statements that hide their card-brand costs.
 */
export const comparisonReference: ComparisonReference = {
  glossary: feeGlossary,
  interchangePlus: ourPricing.interchangePlus,
  flatRate: { inPerson: flatRate, online: flatRate, monthlyFee: 0 },
  cardPremiumPercent: exampleMerchant.cardPremiumPercent,
  wholesale: { debit: wholesaleOf("debit"), credit: wholesaleOf("credit") },
};
