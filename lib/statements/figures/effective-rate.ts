import { effectiveRate } from "@/lib/pricing/money";
import type { StatementFigures } from "./types";

/** Whether a period lies within one calendar month. */
export const withinOneMonth = (period: { from: string; to: string }): boolean =>
  period.from.slice(0, 7) === period.to.slice(0, 7);

/**
 * Fees over card sales as a percentage (2.87 for 2.87%), stated only when the file's arithmetic
 * confirms both parts and it covers at most one calendar month: over gross sales where those are
 * confirmed, else over sales net of refunds. Undefined otherwise: a specialist reads it.
 */
export function effectiveRateOf(
  figures: Omit<StatementFigures, "effectiveRate">,
): StatementFigures["effectiveRate"] {
  const { totalFees, grossSales, netSales, period } = figures;
  if (!totalFees?.confirmed || (period && !withinOneMonth(period))) return undefined;
  const [sales, basis] = grossSales?.confirmed
    ? ([grossSales, "gross"] as const)
    : ([netSales, "net"] as const);
  if (!sales?.confirmed || sales.value <= 0 || totalFees.value < 0) return undefined;
  return { value: effectiveRate(totalFees.value, sales.value), basis };
}
