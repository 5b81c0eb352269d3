import { ourPricing } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { pricingFigures } from "@/content/pricing/figures";
import { breakEvenVolume } from "@/lib/pricing/break-even";
import { priceFlatRate } from "@/lib/pricing/flat-rate";
import { priceInterchangePlus } from "@/lib/pricing/interchange-plus";
import { scaleSegments, volumeOf, type CardSegment } from "@/lib/pricing/merchant";
import { effectiveRate, usd, type Cents } from "@/lib/pricing/money";
import { providers, type Provider } from "./providers";

const segments = exampleMerchant.segments;
const plan = ourPricing.interchangePlus;

/** One provider's month for the example merchant, split the same way for every provider. */
export type ProviderMonth = {
  inPerson: Cents;
  online: Cents;
  fixed: Cents;
  total: Cents;
  effectiveRate: number;
};

const oursOn = (slice: readonly CardSegment[]) => priceInterchangePlus(slice, plan).total;

function ourMonth(): ProviderMonth {
  const statement = priceInterchangePlus(segments, plan);
  const sumOf = (channel: CardSegment["channel"]) =>
    statement.lines
      .filter((line) => segments.find((s) => s.id === line.id)?.channel === channel)
      .reduce((sum, line) => sum + line.total, 0);
  return {
    inPerson: sumOf("in-person"),
    online: sumOf("online"),
    fixed: statement.fixed,
    total: statement.total,
    effectiveRate: statement.effectiveRate,
  };
}

function providerMonth(provider: Provider): ProviderMonth {
  const statement = priceFlatRate(segments, provider.plan);
  return { ...statement };
}

const flatCost = (provider: Provider) => (slice: readonly CardSegment[]) =>
  priceFlatRate(slice, provider.plan).total;

/** Monthly card sales used to show how each provider's cost scales with the same mix. */
export const scaleSteps = [usd(2_000), usd(5_000), usd(20_000), usd(50_000), usd(150_000)] as const;

/** Every comparison figure, computed once from the example merchant and published rates. */
export const comparisonFigures = {
  volume: volumeOf(segments),
  onlineVolume: volumeOf(segments.filter((segment) => segment.channel === "online")),
  ours: ourMonth(),
  cashDiscount: pricingFigures.cashDiscount,
  stripe: providerMonth(providers.stripe),
  square: providerMonth(providers.square),
  breakEven: {
    stripe: breakEvenVolume(segments, oursOn, flatCost(providers.stripe)),
    square: breakEvenVolume(segments, oursOn, flatCost(providers.square)),
  },
  scale: scaleSteps.map((volume) => {
    const scaled = scaleSegments(segments, volume / volumeOf(segments));
    const ours = oursOn(scaled);
    const stripe = flatCost(providers.stripe)(scaled);
    const square = flatCost(providers.square)(scaled);
    return {
      volume,
      ours,
      stripe,
      square,
      oursRate: effectiveRate(ours, volume),
    };
  }),
} as const;
