import type { Figures } from "@/content/pages/figures";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { capitalise } from "@/lib/text";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import { netCostText } from "./net-cost-text";

const outcome = pricingFigures.cashDiscount;
const item = outcome.item;
const premium = `${outcome.cardPremiumPercent}%`;
const discount = formatPercent(outcome.cashDiscountPercent);
const ahead = -outcome.net;

/** The figures /cash-discount quotes, as {{name}} in content/pricing/cash-discount.md. */
export const figures = {
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  premium: premium,
  "item-card": formatUsd(item.card),
  "item-cash": formatUsd(item.cash),
  discount: discount,
  ahead: formatUsd(ahead),
  "interchange-plus-effective-rate": formatPercent(pricingFigures.interchangePlus.effectiveRate),
  "example-merchant-item-name": capitalise(exampleMerchant.item.name),
  "item-discount": formatUsd(item.discount),
  "interchange-plus-volume": formatUsd(pricingFigures.interchangePlus.volume, { whole: true }),
  "interchange-plus-volume-2": formatUsd(pricingFigures.interchangePlus.volume),
  "interchange-plus-volume-outcome-collected": formatUsd(
    pricingFigures.interchangePlus.volume + outcome.collected,
  ),
  collected: formatUsd(outcome.collected),
  before: formatUsd(outcome.before),
  fees: formatUsd(outcome.fees),
  net: netCostText(outcome.net),
  "banned-states-text": bannedStatesText,
  "surcharge-notice-days": surchargeNoticeDays,
} satisfies Figures;
