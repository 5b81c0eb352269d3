import type { Range } from "./types";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Whole dollars, e.g. "$1,250". */
export function formatMoney(value: number): string {
  return dollars.format(Math.round(value) === 0 ? 0 : value);
}

/** A cost range, collapsed to one figure when both ends round to the same dollar. */
export function formatMoneyRange(range: Range): string {
  const low = formatMoney(range.low);
  const high = formatMoney(range.high);
  return low === high ? low : `${low}–${high}`;
}

/** A savings range in words that stay honest when a model would cost more than today. */
export function formatSavings(range: Range): string {
  const low = Math.round(range.low);
  const high = Math.round(range.high);
  if (high <= 0) {
    return high === 0 && low === 0
      ? "No change"
      : `Costs ${formatMoneyRange({ low: -high, high: -low })} more`;
  }
  if (low < 0) return `${formatMoney(-low)} more to ${formatMoney(high)} less`;
  return formatMoneyRange({ low, high });
}

/** A percentage with up to two decimals, e.g. "2.75%". */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars and cents, e.g. "$0.10". */
export function formatCents(value: number): string {
  return cents.format(value);
}
