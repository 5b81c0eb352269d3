import type { Figures } from "@/content/pages/figures";
import { merchantTerms, ourPricingText } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { netCostText } from "@/content/pricing/net-cost-text";
import type { TableData } from "@/content/pricing/types";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { comparisonAsOf, providers } from "./providers";
import { assumptionsTable, costTable, ratesTable, termsTable } from "./tables";

const { ours, stripe, square, cashDiscount, breakEven } = comparisonFigures;
const whole = (cents: number) => formatUsd(cents, { whole: true });

function cheapest(row: (typeof comparisonFigures.scale)[number]) {
  const options = [
    { name: "Lake Country", cost: row.ours },
    { name: providers.stripe.name, cost: row.stripe },
    { name: providers.square.name, cost: row.square },
  ];
  return options.reduce((best, option) => (option.cost < best.cost ? option : best)).name;
}

const scaleTable: TableData = {
  caption: `The same mix as ${exampleMerchant.name}, scaled from a market stall to a busy store`,
  columns: ["Card sales a month", "Lake Country", "Stripe", "Square", "Costs least"],
  rows: comparisonFigures.scale.map((row) => ({
    label: whole(row.volume),
    cells: [
      `${formatUsd(row.ours)} (${formatPercent(row.oursRate)})`,
      formatUsd(row.stripe),
      formatUsd(row.square),
      cheapest(row),
    ],
  })),
  note: "Every row keeps the same share of debit, credit and invoice payments and the same average payment; only the size changes.",
};

/** The figures /competitor-comparison quotes, as {{name}} in content/comparisons/competitor-comparison.md. */
export const figures = {
  "example-merchant-name": exampleMerchant.name,
  "example-merchant-disclaimer": exampleMerchant.disclaimer,
  "example-merchant-summary": exampleMerchant.summary,
  "comparison-as-of": comparisonAsOf,
  "ours-total": formatUsd(ours.total),
  "cash-discount-net-0-covered-cash-discount-net":
    cashDiscount.net <= 0 ? "Covered" : formatUsd(cashDiscount.net),
  "stripe-total": formatUsd(stripe.total),
  "square-total": formatUsd(square.total),
  "assumptions-table": assumptionsTable(),
  "cash-discount-net": netCostText(cashDiscount.net),
  "cost-table-stripe-square": costTable(["stripe", "square"]),
  "stripe-total-minus-ours-total": formatUsd(stripe.total - ours.total),
  "square-total-minus-ours-total": formatUsd(square.total - ours.total),
  "whole-break-even-stripe-0": whole(breakEven.stripe ?? 0),
  "whole-break-even-square-0": whole(breakEven.square ?? 0),
  "our-pricing-text-account-fee": ourPricingText.accountFee,
  "our-pricing-text-gateway-fee": ourPricingText.gatewayFee,
  "scale-table": scaleTable,
  "rates-table-stripe-square": ratesTable(["stripe", "square"]),
  "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
  "merchant-terms-equipment-leases": merchantTerms.equipment.leases.toLowerCase(),
  "terms-table-stripe-square": termsTable(["stripe", "square"]),
  "merchant-terms-other-fees": merchantTerms.otherFees,
} satisfies Figures;
