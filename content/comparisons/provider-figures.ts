import type { Figures } from "@/content/pages/figures";
import { merchantTerms } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providers, ratesText, type Provider } from "./providers";
import { assumptionsTable, costTable, termsTable } from "./tables";

/**
 * What a one-provider comparison (/stripe, /square) quotes of that provider: its rates, the example
 * merchant's month on it and on ours, the gap and the break-even, and its terms and source. Each
 * page's own file adds the figures only it quotes.
 */
export function providerFigures(id: Provider["id"]) {
  const provider = providers[id];
  const rates = ratesText(provider);
  const { ours } = comparisonFigures;
  const theirs = comparisonFigures[id];
  const gap = theirs.total - ours.total;
  const figures = {
    "rates-in-person": rates.inPerson,
    "rates-online": rates.online,
    "example-merchant-name": exampleMerchant.name,
    "example-merchant-disclaimer": exampleMerchant.disclaimer,
    "theirs-total": formatUsd(theirs.total),
    "ours-total": formatUsd(ours.total),
    gap: formatUsd(gap),
    "gap-12": formatUsd(gap * 12, { whole: true }),
    "break-even": formatUsd(comparisonFigures.breakEven[id] ?? 0, { whole: true }),
    "theirs-effective-rate": formatPercent(theirs.effectiveRate),
    "ours-effective-rate": formatPercent(ours.effectiveRate),
    "assumptions-table": assumptionsTable(),
    [`cost-table-${id}`]: costTable([id]),
    [`terms-table-${id}`]: termsTable([id]),
    "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
    [`${id}-source-as-of`]: provider.source.asOf,
    [`${id}-source-page`]: provider.source.page,
  } satisfies Figures;
  return { provider, rates, ours, theirs, gap, figures };
}
