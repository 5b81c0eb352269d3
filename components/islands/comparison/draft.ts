import type { ComparisonInputs, ComparisonProgram } from "@/lib/comparison/inputs";

/** A fee line as typed; `key` keeps React's rows stable when one is removed. */
export type DraftLine = { key: number; name: string; amount: string };
export const brandKeys = ["visa", "mastercard", "discover", "amex", "debit"] as const;
export type BrandKey = (typeof brandKeys)[number];

/** The builder's fields as typed: dollars and percentages as text. */
export type Draft = {
  month: string;
  volume: string;
  count: string;
  totalFees: string;
  feeLines: DraftLine[];
  withMix: boolean;
  mix: Record<BrandKey, string>;
  onlineShare: string;
  program: ComparisonProgram;
  cardPremiumPercent: string;
};

const centsText = (cents: number | undefined) =>
  cents === undefined ? "" : (cents / 100).toFixed(2);
const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** "$1,236.40" → 123640 cents; blank → undefined, so the schema asks for it; junk → NaN. */
export function dollarsToCents(text: string): number | undefined {
  const clean = text.replace(/[$,\s]/g, "");
  if (clean === "") return undefined;
  return /^\d*\.?\d{0,2}$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

function numberOf(text: string): number | undefined {
  const clean = text.replace(/[,%\s]/g, "");
  return clean === "" ? undefined : Number(clean);
}

/** The draft a builder starts from, filled from `defaults` where given. */
export function draftFrom(defaults: Partial<ComparisonInputs> = {}): Draft {
  const mix = defaults.mix;
  return {
    month: defaults.month ?? "",
    volume: centsText(defaults.volume),
    count: numberText(defaults.count),
    totalFees: centsText(defaults.totalFees),
    feeLines: (defaults.feeLines ?? []).map((line, key) => ({
      key,
      name: line.name,
      amount: centsText(line.amount),
    })),
    withMix: Boolean(mix),
    mix: {
      visa: numberText(mix?.visa),
      mastercard: numberText(mix?.mastercard),
      discover: numberText(mix?.discover),
      amex: numberText(mix?.amex),
      debit: numberText(mix?.debit),
    },
    onlineShare: numberText(defaults.onlineShare),
    program: defaults.program ?? "interchange-plus",
    cardPremiumPercent: numberText(defaults.cardPremiumPercent),
  };
}

/** The draft as the inputs the schema checks (and the sender receives). */
export function inputsOf(draft: Draft): Record<string, unknown> {
  return {
    month: draft.month.trim(),
    volume: dollarsToCents(draft.volume),
    count: numberOf(draft.count),
    totalFees: dollarsToCents(draft.totalFees),
    feeLines: draft.feeLines.map((line) => ({
      name: line.name,
      amount: dollarsToCents(line.amount),
    })),
    mix: draft.withMix
      ? Object.fromEntries(brandKeys.map((key) => [key, numberOf(draft.mix[key]) ?? 0]))
      : undefined,
    onlineShare: numberOf(draft.onlineShare) ?? 0,
    program: draft.program,
    cardPremiumPercent:
      draft.program === "cash-discount" ? numberOf(draft.cardPremiumPercent) : undefined,
  };
}

/** The id of the control an error's path names ("feeLines.2.amount" → "cmp-feeLines-2-amount"). */
export const fieldId = (path: string) => `cmp-${path.replaceAll(".", "-")}`;
