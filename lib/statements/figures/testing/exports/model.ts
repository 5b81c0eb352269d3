// A month of a made-up shop's sales, the same for every processor's export: written from the
// exports' public documentation, never from a real statement.

/** A brand as the exports name it. */
export const brandNames = ["Visa", "MasterCard", "American Express", "Discover"] as const;

/** One sale: its day, its amount and tip in cents, how it was paid, and a refund if any. */
export type Sale = {
  date: string; // YYYY-MM-DD
  time: string; // HH:MM:SS
  price: number;
  tip: number;
  brand: (typeof brandNames)[number];
  tender: "card" | "cash";
  /** Cents refunded to the card, in full or in part, on `refundDate`. */
  refund: number;
  refundDate: string;
};

/** A made-up month: `count` sales from `from` to `to` (ISO dates), the same for the same seed. */
export function salesOf({
  count,
  from = "2026-05-01",
  to = "2026-05-31",
  seed = 45,
  cashShare = 0.2,
}: {
  count: number;
  from?: string;
  to?: string;
  seed?: number;
  cashShare?: number;
}): Sale[] {
  const random = mulberry32(seed);
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000) + 1;
  const dayOf = (offset: number) =>
    new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const offset = Math.floor((i * days) / count);
    const tender = random() < cashShare ? "cash" : "card";
    const price = 500 + Math.floor(random() * 120_000);
    const refunded = tender === "card" && random() < 0.04;
    const refundOffset = Math.min(days - 1, offset + 1 + Math.floor(random() * 3));
    return {
      date: dayOf(offset),
      time: `${String(9 + (i % 10)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00`,
      price,
      tip: random() < 0.3 ? Math.floor(random() * 2_000) : 0,
      brand: brandNames[Math.floor(random() * brandNames.length)]!,
      tender,
      refund: refunded ? (random() < 0.5 ? price : Math.floor(price / 2)) : 0,
      refundDate: dayOf(refundOffset),
    };
  });
}

/** A fee of `percent` and `fixed` cents on `cents`, rounded to the cent as processors do. */
export const feeOn = (cents: number, percent: number, fixed: number): number =>
  Math.round((cents * percent) / 100 + fixed);

/** Dollars with two decimals and no separators: 1149.00, -33.62 (Stripe, Shopify, Toast). */
export const plain = (cents: number): string => (cents / 100).toFixed(2);

/** Dollars with thousands separators: 1,149.00 and -33.62 (PayPal). */
export const grouped = (cents: number): string => {
  const [whole = "", fraction] = plain(Math.abs(cents)).split(".");
  return `${cents < 0 ? "-" : ""}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
};

/** As Square writes money: "$1,149.00 " with a trailing space, a negative as "($33.62)". */
export const squareMoney = (cents: number): string =>
  cents < 0 ? `($${grouped(-cents)})` : `$${grouped(cents)} `;

/** A small, seeded random number generator (mulberry32), so a fixture is the same every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
