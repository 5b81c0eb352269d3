// The file's own sums, and what they confirm: a figure is confirmed when at least one of the
// file's sums involves it and every sum that involves it holds. A figure no sum reaches stays
// unconfirmed, however plainly the file labels it.
import { agrees } from "./money";
import type { ArithmeticCheck, Figure, FigureSource } from "./types";

export type FigureKey = "grossSales" | "netSales" | "payments" | "totalFees";

/** A sum of the file's, with the figures it bears on (kept here, not stored). */
export type Check = ArithmeticCheck & { involves: readonly FigureKey[] };

/** One sum: money agrees within a cent, counts exactly. */
export function check(
  rule: string,
  expected: number,
  found: number,
  involves: readonly FigureKey[],
  { count = false } = {},
): Check {
  return { rule, expected, found, holds: agrees(expected, found, count ? 0 : 1), involves };
}

/** Whether the checks confirm a figure. */
export function confirmedBy(checks: readonly Check[], key: FigureKey): boolean {
  const bearing = checks.filter((c) => c.involves.includes(key));
  return bearing.length > 0 && bearing.every((c) => c.holds);
}

/** A figure read at `source`, confirmed as the checks say; undefined when it was not read. */
export function figure(
  key: FigureKey,
  read: { value: number; source: FigureSource } | undefined,
  checks: readonly Check[],
): Figure | undefined {
  return read && { ...read, confirmed: confirmedBy(checks, key) };
}

/** The checks as stored: without what they bear on. */
export const storedChecks = (checks: readonly Check[]): ArithmeticCheck[] =>
  checks.map(({ rule, holds, expected, found }) => ({ rule, holds, expected, found }));
