import type { Figures } from "@/content/pages/figures";
import { ourPricing, ourPricingText } from "@/content/merchant-terms";
import { providers, ratesText, sourceNote } from "@/content/comparisons/providers";
import { priceCappedPercent } from "@/lib/pricing/ach";
import { formatPerItem, formatUsd } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";

const ach = pricingFigures.ach;
const stripe = providers.stripe;
const stripeAch = stripe.ach
  ? priceCappedPercent({ count: ach.payments, averageAmount: ach.averageAmount }, stripe.ach)
  : 0;
const perPayment = formatPerItem(ourPricing.ach.perPayment);
const perReturn = formatUsd(ourPricing.ach.perReturn);

/** The figures /ach quotes, as {{name}} in content/pricing/ach.md. */
export const figures = {
  "per-payment": perPayment,
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "format-per-item-our-pricing-ach-per-payment": formatPerItem(ourPricing.ach.perPayment),
  "per-return": perReturn,
  "ach-on-cards": formatUsd(ach.onCards),
  "ach-on-ach": formatUsd(ach.onAch),
  "our-pricing-text-ach-payment": ourPricingText.achPayment,
  "our-pricing-text-ach-return": ourPricingText.achReturn,
  "our-pricing-text-gateway-fee": ourPricingText.gatewayFee,
  "ach-payments": ach.payments,
  "ach-volume": formatUsd(ach.volume, { whole: true }),
  "ach-average-amount": formatUsd(ach.averageAmount, { whole: true }),
  "ach-on-cards-12": formatUsd(ach.onCards * 12),
  "ach-returns": ach.returns,
  "ach-on-ach-12": formatUsd(ach.onAch * 12),
  "rates-text-stripe-ach": ratesText(stripe).ach,
  "stripe-ach": formatUsd(stripeAch),
  "stripe-ach-12": formatUsd(stripeAch * 12),
  "source-note-stripe-ach-direct-debit-rate-published": sourceNote(
    [stripe],
    "ACH Direct Debit rate published",
  ),
  "ach-on-cards-minus-ach-on-ach": formatUsd(ach.onCards - ach.onAch),
  "banned-states-text": bannedStatesText,
  "surcharge-notice-days": surchargeNoticeDays,
} satisfies Figures;
