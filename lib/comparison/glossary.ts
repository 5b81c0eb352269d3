import type { FlatRatePlan } from "@/lib/pricing/flat-rate";
import type { InterchangePlusPlan } from "@/lib/pricing/interchange-plus";
import type { Rate } from "@/lib/pricing/money";

/** One fee the site already explains: the words a statement uses for it and what it pays for. */
export type FeeExplanation = {
  id: string;
  label: string;
  /** Lower-case fragments of statement wording that name this fee ("pci", "batch"). */
  matches: readonly string[];
  /** Card-brand costs (interchange, assessments) pass through unchanged on interchange plus. */
  cardBrand: boolean;
  text: string;
  /** Where the site explains it, so the merchant can read more. */
  source: { title: string; href: string };
};

/**
 * What the comparison prices with, passed in by the caller (lib/ does not read content/): the
 * site's fee explanations, our published plans, and the wholesale rates used when a statement
 * does not itemize its card-brand costs.
 */
export type ComparisonReference = {
  glossary: readonly FeeExplanation[];
  interchangePlus: InterchangePlusPlan;
  flatRate: FlatRatePlan;
  cardPremiumPercent: number;
  wholesale: { debit: Rate; credit: Rate };
};

/** The explanation whose wording the fee's name contains, first match in glossary order. */
export function explainFee(
  name: string,
  glossary: readonly FeeExplanation[],
): FeeExplanation | null {
  const words = name.toLowerCase();
  return glossary.find((entry) => entry.matches.some((match) => words.includes(match))) ?? null;
}
