import { effectiveRate, rateCost, type Cents, type Rate } from "./money";
import { volumeOf, type CardSegment } from "./merchant";

/** A flat-rate provider's published standard pricing: one rate in person, one online. */
export type FlatRatePlan = { inPerson: Rate; online: Rate; monthlyFee: Cents };

export type FlatRateStatement = {
  inPerson: Cents;
  online: Cents;
  fixed: Cents;
  total: Cents;
  volume: Cents;
  effectiveRate: number;
};

/** A month on a flat rate: every card costs the same, whatever the card brands charge for it. */
export function priceFlatRate(
  segments: readonly CardSegment[],
  plan: FlatRatePlan,
): FlatRateStatement {
  const costOf = (channel: CardSegment["channel"], rate: Rate) =>
    segments
      .filter((segment) => segment.channel === channel)
      .reduce((sum, segment) => sum + rateCost(rate, segment.volume, segment.count), 0);
  const inPerson = costOf("in-person", plan.inPerson);
  const online = costOf("online", plan.online);
  const volume = volumeOf(segments);
  const total = inPerson + online + plan.monthlyFee;
  return {
    inPerson,
    online,
    fixed: plan.monthlyFee,
    total,
    volume,
    effectiveRate: effectiveRate(total, volume),
  };
}
