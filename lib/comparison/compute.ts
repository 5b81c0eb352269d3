import { effectiveRate, type Cents } from "@/lib/pricing/money";
import { explainFee, type ComparisonReference, type FeeExplanation } from "./glossary";
import type { ComparisonInputs } from "./inputs";
import { priceOurWay, type OurPrice } from "./our-price";
import { monthSegments } from "./segments";

/** A fee line of the statement, named, with what it pays for where the site explains it. */
export type FeeLineFigure = {
  name: string;
  amount: Cents;
  explanation: Omit<FeeExplanation, "matches"> | null;
};

/** Everything the comparison shows and sends; plain JSON, stored with the lead as it was sent. */
export type ComparisonFigures = {
  month: string;
  monthLabel: string;
  volume: Cents;
  count: number;
  totalFees: Cents;
  effectiveRate: number;
  feeLines: FeeLineFigure[];
  /** Fees on the statement that the specialist did not itemize. */
  otherFees: Cents;
  cardBrand: { amount: Cents; estimated: boolean };
  /** The card-brand mix as entered, in percent of card sales, when the specialist gave it. */
  mix: ComparisonInputs["mix"] | null;
  ours: OurPrice;
  /** Today's fees less ours: positive is a saving, negative means ours would cost more. */
  difference: { monthly: Cents; yearly: Cents };
};

const monthFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-10" → "October 2026". */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`));
}

/** The whole comparison for one statement month, exact to the cent. */
export function computeComparison(
  inputs: ComparisonInputs,
  reference: ComparisonReference,
): ComparisonFigures {
  const feeLines = inputs.feeLines.map((line) => {
    const found = explainFee(line.name, reference.glossary);
    const explanation = found
      ? {
          id: found.id,
          label: found.label,
          cardBrand: found.cardBrand,
          text: found.text,
          source: found.source,
        }
      : null;
    return { name: line.name, amount: line.amount, explanation };
  });
  const itemized = feeLines.reduce((sum, line) => sum + line.amount, 0);
  const statementCardBrand = feeLines
    .filter((line) => line.explanation?.cardBrand)
    .reduce((sum, line) => sum + line.amount, 0);
  const { segments, cardBrand } = monthSegments(inputs, reference, statementCardBrand);
  const ours = priceOurWay(
    inputs.program,
    segments,
    inputs.volume,
    reference,
    inputs.cardPremiumPercent,
  );
  if (cardBrand.estimated) {
    ours.notes.unshift(
      inputs.mix
        ? "Card-brand costs are estimated from published rates for this debit and credit mix, because the statement's lines do not show them."
        : "Card-brand costs are estimated from published credit-card rates, because the statement's lines do not show them and no debit share was entered.",
    );
  }
  const monthly = inputs.totalFees - ours.total;
  return {
    month: inputs.month,
    monthLabel: monthLabel(inputs.month),
    volume: inputs.volume,
    count: inputs.count,
    totalFees: inputs.totalFees,
    effectiveRate: effectiveRate(inputs.totalFees, inputs.volume),
    feeLines,
    otherFees: inputs.feeLines.length > 0 ? inputs.totalFees - itemized : 0,
    cardBrand,
    mix: inputs.mix ?? null,
    ours,
    difference: { monthly, yearly: monthly * 12 },
  };
}
