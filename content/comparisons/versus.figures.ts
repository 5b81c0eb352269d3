import type { Figures } from "@/content/pages/figures";
import { merchantTerms } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { pricingFigures } from "@/content/pricing/figures";
import type { TableData } from "@/content/pricing/types";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { comparisonAsOf, providers } from "./providers";

const { ours, stripe, square, cashDiscount } = comparisonFigures;

const summaryTable: TableData = {
  caption: `${exampleMerchant.name}’s month on every option we compare`,
  columns: ["Option", "Cost a month", "Effective rate", "Contract"],
  rows: [
    {
      label: "Lake Country, interchange plus",
      emphasis: true,
      cells: [formatUsd(ours.total), formatPercent(ours.effectiveRate), merchantTerms.contract],
    },
    {
      label: "Lake Country, cash discount",
      cells: [
        `${formatUsd(Math.max(0, cashDiscount.net))}: card prices cover the fees`,
        "Paid by card customers",
        merchantTerms.contract,
      ],
    },
    {
      label: "Stripe, standard rates",
      cells: [
        formatUsd(stripe.total),
        formatPercent(stripe.effectiveRate),
        providers.stripe.terms.contract,
      ],
    },
    {
      label: "Square, standard rates",
      cells: [
        formatUsd(square.total),
        formatPercent(square.effectiveRate),
        providers.square.terms.contract,
      ],
    },
  ],
  note: `Stripe and Square figures use their published standard US rates as of ${comparisonAsOf}; check their pricing pages before you decide. The workings are on each comparison page.`,
};

/** The figures /versus quotes, as {{name}} in content/comparisons/versus.md. */
export const figures = {
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "example-merchant-place": exampleMerchant.place,
  "providers-stripe-name": providers.stripe.name,
  "providers-square-name": providers.square.name,
  "comparison-as-of": comparisonAsOf,
  "stripe-total": formatUsd(stripe.total),
  "ours-total": formatUsd(ours.total),
  "square-total": formatUsd(square.total),
  "minus-cash-discount-net": formatUsd(-cashDiscount.net),
  "lowest-rate-statement-effective-rate": formatPercent(
    pricingFigures.lowestRate.statement.effectiveRate,
  ),
  "ach-on-ach": formatUsd(pricingFigures.ach.onAch),
  "ach-on-cards": formatUsd(pricingFigures.ach.onCards),
  volume: formatUsd(comparisonFigures.volume, { whole: true }),
  "summary-table": summaryTable,
  "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
} satisfies Figures;
