import type { Figures } from "@/content/pages/figures";
import { breakEvenVolume } from "@/lib/pricing/break-even";
import { priceFlatRate } from "@/lib/pricing/flat-rate";
import { priceInterchangePlus } from "@/lib/pricing/interchange-plus";
import { effectiveRate, formatPercent, formatUsd } from "@/lib/pricing/money";
import { ourPricing, ourPricingText } from "@/content/merchant-terms";
import { providers } from "@/content/comparisons/providers";
import { exampleMerchant, lowestRateProfile } from "./example-merchant";
import { pricingFigures } from "./figures";
import { statementReviewLink } from "@/content/pages/statement-review";

const statement = pricingFigures.interchangePlus;
const lowest = pricingFigures.lowestRate.statement;
const ours = statement.markup + statement.fixed;
const shareOf = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
const lineRate = (id: string) => {
  const line = statement.lines.find((candidate) => candidate.id === id);
  return line ? formatPercent(effectiveRate(line.total, line.volume)) : "";
};
const creditShare = (segments: readonly { kind: string; volume: number }[]) =>
  shareOf(
    segments.filter((s) => s.kind !== "debit").reduce((sum, s) => sum + s.volume, 0),
    segments.reduce((sum, s) => sum + s.volume, 0),
  );
const squareBreakEven =
  breakEvenVolume(
    exampleMerchant.segments,
    (segments) => priceInterchangePlus(segments, ourPricing.interchangePlus).total,
    (segments) => priceFlatRate(segments, providers.square.plan).total,
  ) ?? 0;

/** The figures /interchange-plus quotes, as {{name}} in content/pricing/interchange-plus.md. */
export const figures = {
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "example-merchant-summary": exampleMerchant.summary,
  "example-merchant-place": exampleMerchant.place,
  "statement-volume": formatUsd(statement.volume, { whole: true }),
  "statement-wholesale": formatUsd(statement.wholesale),
  ours: formatUsd(ours),
  "statement-effective-rate": formatPercent(statement.effectiveRate),
  "our-pricing-text-markup": ourPricingText.markup,
  "our-pricing-text-account-fee": ourPricingText.accountFee,
  "our-pricing-text-gateway-fee": ourPricingText.gatewayFee,
  "statement-count": statement.count,
  "statement-total": formatUsd(statement.total),
  "worked-example-table": {
    caption: `${exampleMerchant.name}: one month on interchange plus`,
    columns: ["Slice of card sales", "Sales", "Payments", "Wholesale cost", "Our markup", "Total"],
    rows: [
      ...statement.lines.map((line) => ({
        label: line.label,
        cells: [
          formatUsd(line.volume),
          String(line.count),
          formatUsd(line.wholesale),
          formatUsd(line.markup),
          formatUsd(line.total),
        ],
      })),
      {
        label: "Account and gateway fees",
        cells: ["", "", "", formatUsd(statement.fixed), formatUsd(statement.fixed)],
      },
      {
        label: "Month",
        emphasis: true,
        cells: [
          formatUsd(statement.volume),
          String(statement.count),
          formatUsd(statement.wholesale),
          formatUsd(statement.markup + statement.fixed),
          formatUsd(statement.total),
        ],
      },
    ],
    note: `Effective rate: ${formatUsd(statement.total)} ÷ ${formatUsd(statement.volume)} = ${formatPercent(statement.effectiveRate)}.`,
  },
  "share-of-statement-wholesale-statement-total": shareOf(statement.wholesale, statement.total),
  "line-rate-debit": lineRate("debit"),
  "line-rate-credit": lineRate("credit"),
  "line-rate-commercial": lineRate("commercial"),
  "lowest-rate-claimed": pricingFigures.lowestRate.claimed,
  "lowest-rate-profile-summary": lowestRateProfile.summary,
  "lowest-total": formatUsd(lowest.total),
  "lowest-volume": formatUsd(lowest.volume, { whole: true }),
  "lowest-effective-rate": formatPercent(lowest.effectiveRate),
  "credit-share-example-merchant-segments": creditShare(exampleMerchant.segments),
  "credit-share-lowest-rate-profile-segments": creditShare(lowestRateProfile.segments),
  "square-break-even": formatUsd(squareBreakEven, { whole: true }),
  "surcharge-home-credit-cost-percent": formatPercent(
    pricingFigures.surcharge.home.creditCostPercent,
  ),
  "surcharge-home-percent": pricingFigures.surcharge.home.percent,
  "statement-review-link-href": statementReviewLink.href,
} satisfies Figures;
