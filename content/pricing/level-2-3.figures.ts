import type { Figures } from "@/content/pages/figures";
import { formatPercent, formatUsd, rateCost } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { commercialDataRates, exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";

const { level1, level2, level3 } = pricingFigures.enhancedData;
const invoices = pricingFigures.ach;
const rateOf = (cost: number) => formatPercent((cost / invoices.volume) * 100);
const savingPer100k = Math.round(((level1 - level3) / invoices.volume) * 10_000_000);
const visaFee = `${commercialDataRates.visaProgramFee.percent}%`;

/** The figures /level-2-3 quotes, as {{name}} in content/pricing/level-2-3.md. */
export const figures = {
  "visa-fee": visaFee,
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "invoices-payments": invoices.payments,
  level1: formatUsd(level1),
  level3: formatUsd(level3),
  "level1-minus-level3": formatUsd(level1 - level3),
  "level1-minus-level3-12": formatUsd((level1 - level3) * 12),
  "invoices-volume": formatUsd(invoices.volume, { whole: true }),
  "invoices-average-amount": formatUsd(invoices.averageAmount, { whole: true }),
  "rate-of-level1": rateOf(level1),
  level2: formatUsd(level2),
  "rate-of-level2": rateOf(level2),
  "level1-minus-level2": formatUsd(level1 - level2),
  "level1-minus-level2-12": formatUsd((level1 - level2) * 12),
  "rate-of-level3": rateOf(level3),
  "level1-minus-level3-12-2": formatUsd((level1 - level3) * 12, { whole: true }),
  "10000000": formatUsd(10_000_000, { whole: true }),
  "saving-per100k": formatUsd(savingPer100k, { whole: true }),
  "50000000": formatUsd(50_000_000, { whole: true }),
  "saving-per100k-5": formatUsd(savingPer100k * 5, { whole: true }),
  "banned-states-text": bannedStatesText,
  "surcharge-notice-days": surchargeNoticeDays,
  "rate-cost-commercial-data-rates-visa-program-fee-invoices-volume-invoices-payments": formatUsd(
    rateCost(commercialDataRates.visaProgramFee, invoices.volume, invoices.payments),
  ),
} satisfies Figures;
