import { scaleSegments, volumeOf, type CardSegment } from "./merchant";
import type { Cents } from "./money";

type MonthlyCost = (segments: readonly CardSegment[]) => Cents;

/**
 * The monthly card volume, for this mix scaled up or down, above which plan A costs less than
 * plan B; 0 when A is never dearer, null when A never becomes cheaper.
 */
export function breakEvenVolume(
  segments: readonly CardSegment[],
  costA: MonthlyCost,
  costB: MonthlyCost,
): Cents | null {
  const empty = scaleSegments(segments, 0);
  const fixedA = costA(empty);
  const fixedB = costB(empty);
  const variableA = costA(segments) - fixedA;
  const variableB = costB(segments) - fixedB;
  if (variableA >= variableB) return fixedA <= fixedB && variableA === variableB ? 0 : null;
  const factor = (fixedA - fixedB) / (variableB - variableA);
  return factor <= 0 ? 0 : Math.round(volumeOf(segments) * factor);
}
