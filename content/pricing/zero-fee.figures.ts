import type { Figures } from "@/content/pages/figures";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays, surchargeStateCaps } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import { netCostText } from "./net-cost-text";

const cash = pricingFigures.cashDiscount;
const { home, colorado, banned } = pricingFigures.surcharge;
const before = pricingFigures.interchangePlus.total;
const cut = `${Math.round((1 - home.net / before) * 100)}%`;

/** The figures /zero-fee quotes, as {{name}} in content/pricing/zero-fee.md. */
export const figures = {
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  before: formatUsd(before),
  "cash-net": netCostText(cash.net),
  "home-net": netCostText(home.net),
  "surcharge-state-caps-0-name": surchargeStateCaps[0].name,
  "colorado-net": netCostText(colorado.net),
  "surcharge-notice-days": surchargeNoticeDays,
  "home-credit-cost-percent": formatPercent(home.creditCostPercent),
  "home-percent": home.percent,
  "colorado-percent": colorado.percent,
  "home-untouched-volume": formatUsd(home.untouchedVolume, { whole: true }),
  "worked-example-table": {
    caption: `${exampleMerchant.name}: one month on each zero-fee route`,
    columns: [
      "Line",
      `Cash discount (${cash.cardPremiumPercent}% card price)`,
      `Surcharge in Wisconsin (${home.percent}%)`,
      `Surcharge in ${surchargeStateCaps[0].name} (${colorado.percent}%)`,
      "Surcharge in Connecticut, Maine or Massachusetts",
    ],
    rows: [
      {
        label: "Paid by card customers",
        cells: [cash, home, colorado, banned].map((route) => formatUsd(route.collected)),
      },
      {
        label: "Processing fees",
        cells: [cash, home, colorado, banned].map((route) => formatUsd(route.fees)),
      },
      {
        label: "Debit sales covered",
        cells: [
          "All of them",
          `None of ${formatUsd(home.untouchedVolume, { whole: true })}`,
          `None of ${formatUsd(colorado.untouchedVolume, { whole: true })}`,
          "None: no surcharge allowed",
        ],
      },
      {
        label: "Processing cost left",
        emphasis: true,
        cells: [cash, home, colorado, banned].map((route) => netCostText(route.net)),
      },
    ],
  },
  cut: cut,
  "home-net-2": formatUsd(home.net),
  "banned-states-text": bannedStatesText,
} satisfies Figures;
