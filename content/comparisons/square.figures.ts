import type { Figures } from "@/content/pages/figures";
import { merchantTerms } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { pricingFigures } from "@/content/pricing/figures";
import { formatPercent, formatUsd, rateCost } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providers, ratesText } from "./providers";
import { assumptionsTable, costTable, termsTable } from "./tables";

const square = providers.square;
const rates = ratesText(square);
const { ours, square: theirs } = comparisonFigures;
const gap = theirs.total - ours.total;
const breakEven = formatUsd(comparisonFigures.breakEven.square ?? 0, { whole: true });
const debitLine = pricingFigures.interchangePlus.lines.find((line) => line.id === "debit");
const squareOnDebit = debitLine
  ? rateCost(square.plan.inPerson, debitLine.volume, debitLine.count)
  : 0;
const debitShare = `${Math.round(((squareOnDebit - (debitLine?.total ?? 0)) / gap) * 100)}%`;

/** The figures /square quotes, as {{name}} in content/comparisons/square.md. */
export const figures = {
  "rates-in-person": rates.inPerson,
  "rates-online": rates.online,
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "theirs-total": formatUsd(theirs.total),
  "ours-total": formatUsd(ours.total),
  "gap-12": formatUsd(gap * 12, { whole: true }),
  "break-even": breakEven,
  "assumptions-table": assumptionsTable(),
  "cost-table-square": costTable(["square"]),
  gap: formatUsd(gap),
  "theirs-effective-rate": formatPercent(theirs.effectiveRate),
  "ours-effective-rate": formatPercent(ours.effectiveRate),
  "debit-share": debitShare,
  "square-on-debit": formatUsd(squareOnDebit),
  "debit-line-volume-0": formatUsd(debitLine?.volume ?? 0, { whole: true }),
  "debit-line-total-0": formatUsd(debitLine?.total ?? 0),
  "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
  "terms-table-square": termsTable(["square"]),
  "merchant-terms-funding": merchantTerms.funding.toLowerCase(),
  "square-source-as-of": square.source.asOf,
  "square-source-page": square.source.page,
} satisfies Figures;
