import type { CardBrand } from "../../types";

const brandOf: Record<string, CardBrand> = {
  Visa: "visa",
  MasterCard: "mastercard",
  "American Express": "amex",
  Discover: "discover",
};

/** Card sales by brand, for a fixture's expected brand mix. */
export function brandTally() {
  const lines: Partial<Record<CardBrand, { volume: number; count: number }>> = {};
  return {
    add(name: string, cents: number) {
      const brand = brandOf[name] ?? "other";
      const line = (lines[brand] ??= { volume: 0, count: 0 });
      line.volume += cents;
      line.count++;
    },
    lines: () => lines,
  };
}
