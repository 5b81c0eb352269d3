import { ourPricing } from "@/content/merchant-terms";
import { site } from "@/content/site";
import { priceAch } from "@/lib/pricing/ach";
import { cardAndCashPrice, priceCashDiscount } from "@/lib/pricing/cash-discount";
import { priceInterchangePlus } from "@/lib/pricing/interchange-plus";
import { rateCost } from "@/lib/pricing/money";
import { priceSurcharge } from "@/lib/pricing/surcharge";
import { surchargeRules, surchargeStateCaps } from "./card-rules";
import { commercialDataRates, exampleMerchant, lowestRateProfile } from "./example-merchant";

const plan = ourPricing.interchangePlus;
const segments = exampleMerchant.segments;

function segment(id: string) {
  const found = segments.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`The example merchant has no "${id}" segment.`);
  return found;
}

const invoices = segment("commercial");
const invoiceStatement = priceInterchangePlus([invoices], {
  ...plan,
  accountFee: 0,
  gatewayFee: 0,
});
const enhanced = (level: "level1" | "level2" | "level3", withVisaFee: boolean) =>
  rateCost(commercialDataRates[level], invoices.volume, invoices.count) +
  (withVisaFee ? rateCost(commercialDataRates.visaProgramFee, invoices.volume, invoices.count) : 0);

/** Every figure of the worked examples, computed once from the example merchant and our pricing. */
export const pricingFigures = {
  interchangePlus: priceInterchangePlus(segments, plan),
  lowestRate: {
    claimed: site.figures.lowestRate,
    statement: priceInterchangePlus(lowestRateProfile.segments, plan),
  },
  cashDiscount: {
    ...priceCashDiscount(segments, plan, exampleMerchant.cardPremiumPercent),
    item: cardAndCashPrice(exampleMerchant.item.cashPrice, exampleMerchant.cardPremiumPercent),
  },
  surcharge: {
    home: priceSurcharge(segments, plan, surchargeRules, exampleMerchant.state),
    colorado: priceSurcharge(segments, plan, surchargeRules, surchargeStateCaps[0].code),
    banned: priceSurcharge(segments, plan, surchargeRules, surchargeRules.bannedStates[0] ?? "CT"),
  },
  enhancedData: {
    level1: enhanced("level1", false),
    level2: enhanced("level2", false),
    level3: enhanced("level3", true),
  },
  ach: {
    payments: invoices.count,
    volume: invoices.volume,
    averageAmount: Math.round(invoices.volume / invoices.count),
    returns: exampleMerchant.achReturnsPerMonth,
    onCards: invoiceStatement.total,
    onAch: priceAch(
      { count: invoices.count, returns: exampleMerchant.achReturnsPerMonth },
      ourPricing.ach,
    ),
  },
} as const;
