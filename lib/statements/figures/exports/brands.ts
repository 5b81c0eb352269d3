import type { CardBrand } from "../types";

// How exports name the networks: Square "MasterCard", Shopify "master", Stripe "amex", Toast "AMEX".
const names: [RegExp, CardBrand][] = [
  [/^visa\b/, "visa"],
  [/^(master ?card|master|mc)\b/, "mastercard"],
  [/^(american ?express|amex)\b/, "amex"],
  [/^discover\b/, "discover"],
];

/** The card network a brand cell names, "other" for any other network, undefined when blank. */
export function cardBrand(text: string): CardBrand | undefined {
  const name = text.trim().toLowerCase().replace(/[_-]+/g, " ");
  if (!name) return undefined;
  return names.find(([pattern]) => pattern.test(name))?.[1] ?? "other";
}
