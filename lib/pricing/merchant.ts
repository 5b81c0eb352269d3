import type { Cents, Rate } from "./money";

/** Card kinds that matter to pricing rules: debit and prepaid can never carry a surcharge. */
export type CardKind = "debit" | "prepaid" | "credit" | "commercial";
export type Channel = "in-person" | "online";

/** One slice of a merchant's monthly card sales, with its wholesale (interchange + brand fee) cost. */
export type CardSegment = {
  id: string;
  label: string;
  kind: CardKind;
  channel: Channel;
  volume: Cents;
  count: number;
  wholesale: Rate;
};

/** Total card volume of some segments. */
export function volumeOf(segments: readonly CardSegment[]): Cents {
  return segments.reduce((sum, segment) => sum + segment.volume, 0);
}

/** Total number of card payments of some segments. */
export function countOf(segments: readonly CardSegment[]): number {
  return segments.reduce((sum, segment) => sum + segment.count, 0);
}

/** The same mix at a different size: volume and payment count scaled by one factor. */
export function scaleSegments(segments: readonly CardSegment[], factor: number): CardSegment[] {
  return segments.map((segment) => ({
    ...segment,
    volume: segment.volume * factor,
    count: segment.count * factor,
  }));
}

/** Payments of the chosen kinds made larger by a percentage (a surcharge or a card price). */
export function raiseAmounts(
  segments: readonly CardSegment[],
  percent: number,
  applies: (segment: CardSegment) => boolean = () => true,
): CardSegment[] {
  return segments.map((segment) =>
    applies(segment)
      ? { ...segment, volume: Math.round(segment.volume * (1 + percent / 100)) }
      : segment,
  );
}
