import type { CardSegment } from "@/lib/pricing/merchant";
import { rateCost, type Cents, type Rate } from "@/lib/pricing/money";
import type { ComparisonReference } from "./glossary";
import type { ComparisonInputs } from "./inputs";

/** A whole amount split by a percentage, so the two parts always add back to the whole. */
function split(total: number, percent: number): [number, number] {
  const part = Math.round((total * percent) / 100);
  return [part, total - part];
}

/** Splits cents across weights in proportion; the largest part takes the rounding, so none is lost. */
function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => (sum > 0 ? Math.round((total * weight) / sum) : 0));
  const largest = weights.indexOf(Math.max(...weights));
  if (largest >= 0)
    parts[largest] = (parts[largest] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

export type MonthSegments = {
  segments: CardSegment[];
  /** The month's card-brand costs the segments carry, and whether they were estimated. */
  cardBrand: { amount: Cents; estimated: boolean };
};

/**
 * The statement month as the pricing code's card segments: in person and online, debit and
 * credit. Card-brand costs the statement itemizes are spread over the segments exactly; without
 * them, the reference's wholesale rates estimate them.
 */
export function monthSegments(
  inputs: ComparisonInputs,
  reference: ComparisonReference,
  statementCardBrand: Cents,
): MonthSegments {
  const [onlineVolume, inPersonVolume] = split(inputs.volume, inputs.onlineShare);
  const [onlineCount, inPersonCount] = split(inputs.count, inputs.onlineShare);
  const debitShare = inputs.mix?.debit ?? 0;
  const shapes = (
    [
      ["in-person", inPersonVolume, inPersonCount],
      ["online", onlineVolume, onlineCount],
    ] as const
  ).flatMap(([channel, volume, count]) => {
    const [debitVolume, creditVolume] = split(volume, debitShare);
    const [debitCount, creditCount] = split(count, debitShare);
    return [
      { channel, kind: "debit" as const, volume: debitVolume, count: debitCount },
      { channel, kind: "credit" as const, volume: creditVolume, count: creditCount },
    ];
  });
  const used = shapes.filter((shape) => shape.volume > 0);
  const estimated = statementCardBrand <= 0;
  const shares = allocate(
    statementCardBrand,
    used.map((shape) => shape.volume),
  );
  const segments: CardSegment[] = used.map((shape, index) => {
    const wholesale: Rate = estimated
      ? reference.wholesale[shape.kind]
      : { percent: ((shares[index] ?? 0) / shape.volume) * 100, perItem: 0 };
    return {
      id: `${shape.channel}-${shape.kind}`,
      label: `${shape.kind === "debit" ? "Debit" : "Credit"} cards ${shape.channel === "online" ? "online or keyed" : "in person"}`,
      kind: shape.kind,
      channel: shape.channel,
      volume: shape.volume,
      count: shape.count,
      wholesale,
    };
  });
  const amount = segments.reduce(
    (sum, segment) => sum + rateCost(segment.wholesale, segment.volume, segment.count),
    0,
  );
  return { segments, cardBrand: { amount, estimated } };
}
