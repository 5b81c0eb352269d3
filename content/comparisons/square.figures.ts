import type { Figures } from "@/content/pages/figures";
import { merchantTerms } from "@/content/merchant-terms";
import { pricingFigures } from "@/content/pricing/figures";
import { formatUsd, rateCost } from "@/lib/pricing/money";
import { providerFigures } from "./provider-figures";

const { provider: square, gap, figures: shared } = providerFigures("square");
const debitLine = pricingFigures.interchangePlus.lines.find((line) => line.id === "debit");
const squareOnDebit = debitLine
  ? rateCost(square.plan.inPerson, debitLine.volume, debitLine.count)
  : 0;
const debitShare = `${Math.round(((squareOnDebit - (debitLine?.total ?? 0)) / gap) * 100)}%`;

/** The figures /square quotes, as {{name}} in content/comparisons/square.md. */
export const figures = {
  ...shared,
  "debit-share": debitShare,
  "square-on-debit": formatUsd(squareOnDebit),
  "debit-line-volume-0": formatUsd(debitLine?.volume ?? 0, { whole: true }),
  "debit-line-total-0": formatUsd(debitLine?.total ?? 0),
  "merchant-terms-funding": merchantTerms.funding.toLowerCase(),
} satisfies Figures;
