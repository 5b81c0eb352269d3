import { effectiveRate, rateCost, type Cents, type Rate } from "./money";
import { countOf, volumeOf, type CardSegment } from "./merchant";

/** Interchange-plus terms: one markup on every payment plus fixed monthly fees. */
export type InterchangePlusPlan = {
  markup: Rate;
  accountFee: Cents;
  /** Charged only when the merchant takes online or invoice payments. */
  gatewayFee: Cents;
};

export type StatementLine = {
  id: string;
  label: string;
  volume: Cents;
  count: number;
  wholesale: Cents;
  markup: Cents;
  total: Cents;
};

export type InterchangePlusStatement = {
  lines: StatementLine[];
  volume: Cents;
  count: number;
  wholesale: Cents;
  markup: Cents;
  fixed: Cents;
  total: Cents;
  effectiveRate: number;
};

/** A month on interchange plus: each segment's wholesale cost passed through, plus the markup. */
export function priceInterchangePlus(
  segments: readonly CardSegment[],
  plan: InterchangePlusPlan,
): InterchangePlusStatement {
  const lines = segments.map((segment) => {
    const wholesale = rateCost(segment.wholesale, segment.volume, segment.count);
    const markup = rateCost(plan.markup, segment.volume, segment.count);
    return {
      id: segment.id,
      label: segment.label,
      volume: segment.volume,
      count: segment.count,
      wholesale,
      markup,
      total: wholesale + markup,
    };
  });
  const takesOnline = segments.some((segment) => segment.channel === "online");
  const fixed = plan.accountFee + (takesOnline ? plan.gatewayFee : 0);
  const wholesale = lines.reduce((sum, line) => sum + line.wholesale, 0);
  const markup = lines.reduce((sum, line) => sum + line.markup, 0);
  const volume = volumeOf(segments);
  const total = wholesale + markup + fixed;
  return {
    lines,
    volume,
    count: countOf(segments),
    wholesale,
    markup,
    fixed,
    total,
    effectiveRate: effectiveRate(total, volume),
  };
}
