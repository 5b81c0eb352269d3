/** Every amount in lib/pricing is a whole number of US cents, so sums never drift by a cent. */
export type Cents = number;

/** A price per card payment: a percentage of the amount plus a fixed number of cents. */
export type Rate = { percent: number; perItem: Cents };

/** Dollars to whole cents. */
export function usd(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** The cost of a rate on a volume of payments, rounded to the cent. */
export function rateCost(rate: Rate, volume: Cents, count: number): Cents {
  return Math.round((volume * rate.percent) / 100 + count * rate.perItem);
}

/** What a cost is as a percentage of the volume it was paid on (0 when there is no volume). */
export function effectiveRate(cost: Cents, volume: Cents): number {
  return volume > 0 ? (cost / volume) * 100 : 0;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,136.70", or "$1,137" with `whole`. Negative amounts read "−$90.61". */
export function formatUsd(cents: Cents, { whole = false } = {}): string {
  const format = whole ? wholeDollars : dollars;
  const text = format.format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/** A percentage with a fixed number of decimals: "2.27%". */
export function formatPercent(value: number, digits = 2): string {
  return `${value.toFixed(digits)}%`;
}

/** A per-payment fee the way processors print it: "30¢" under a dollar, "$1.50" above. */
export function formatPerItem(cents: Cents): string {
  return cents < 100 ? `${cents}¢` : formatUsd(cents);
}

/** A rate the way processors print it: "2.9% + 30¢", "0.2% + 8¢", "1%". */
export function formatRate(rate: Rate): string {
  const percent = `${Number(rate.percent.toFixed(3))}%`;
  return rate.perItem === 0 ? percent : `${percent} + ${formatPerItem(rate.perItem)}`;
}
