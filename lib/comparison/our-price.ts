import { priceCashDiscount } from "@/lib/pricing/cash-discount";
import { priceFlatRate } from "@/lib/pricing/flat-rate";
import { priceInterchangePlus } from "@/lib/pricing/interchange-plus";
import { raiseAmounts, type CardSegment } from "@/lib/pricing/merchant";
import { effectiveRate, formatPercent, formatRate, type Cents } from "@/lib/pricing/money";
import type { ComparisonReference } from "./glossary";
import type { ComparisonProgram } from "./inputs";

/** One fee we would charge, or (negative) what card payers cover under a cash discount. */
export type OurFee = { label: string; amount: Cents };

export type OurPrice = {
  program: ComparisonProgram;
  programLabel: string;
  fees: OurFee[];
  /** What the month would cost the merchant; negative means they come out ahead. */
  total: Cents;
  effectiveRate: number;
  notes: string[];
};

export const programLabels: Record<ComparisonProgram, string> = {
  "interchange-plus": "Interchange plus",
  "flat-rate": "Flat rate",
  "cash-discount": "Cash discount",
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Interchange plus, itemized: card-brand costs at cost, our markup, the monthly fees. */
function interchangePlusFees(segments: readonly CardSegment[], reference: ComparisonReference) {
  const plan = reference.interchangePlus;
  const statement = priceInterchangePlus(segments, plan);
  const fees: OurFee[] = [
    {
      label: "Card-brand costs (interchange and assessments), passed through at cost",
      amount: statement.wholesale,
    },
    {
      label: `Our markup, ${formatRate(plan.markup)} on each of ${plural(statement.count, "payment")}`,
      amount: statement.markup,
    },
    { label: "Account fee", amount: plan.accountFee },
  ];
  if (statement.fixed > plan.accountFee) {
    fees.push({ label: "Gateway fee (online and keyed payments)", amount: plan.gatewayFee });
  }
  return { fees, total: statement.total };
}

/**
 * The same month priced our way under one program, by the site's pricing code (lib/pricing), with
 * every fee written down; the fees always add up to the total.
 */
export function priceOurWay(
  program: ComparisonProgram,
  segments: readonly CardSegment[],
  volume: Cents,
  reference: ComparisonReference,
  cardPremiumPercent = reference.cardPremiumPercent,
): OurPrice {
  const base = { program, programLabel: programLabels[program] };
  if (program === "flat-rate") {
    const plan = reference.flatRate;
    const statement = priceFlatRate(segments, plan);
    const fees: OurFee[] = [
      { label: `Flat rate in person, ${formatRate(plan.inPerson)}`, amount: statement.inPerson },
    ];
    if (statement.online > 0) {
      fees.push({
        label: `Flat rate online, ${formatRate(plan.online)}`,
        amount: statement.online,
      });
    }
    if (plan.monthlyFee > 0) fees.push({ label: "Monthly fee", amount: plan.monthlyFee });
    return {
      ...base,
      fees,
      total: statement.total,
      effectiveRate: statement.effectiveRate,
      notes: [],
    };
  }
  if (program === "cash-discount") {
    const outcome = priceCashDiscount(segments, reference.interchangePlus, cardPremiumPercent);
    const atCardPrices = interchangePlusFees(raiseAmounts(segments, cardPremiumPercent), reference);
    const fees: OurFee[] = [
      ...atCardPrices.fees,
      {
        label: `Paid by card customers through the ${formatPercent(cardPremiumPercent, 1)} card price`,
        amount: -outcome.collected,
      },
    ];
    return {
      ...base,
      fees,
      total: outcome.net,
      effectiveRate: effectiveRate(outcome.net, volume),
      notes: [
        `Posted prices become card prices ${formatPercent(cardPremiumPercent, 1)} above today's; customers who pay cash get ${formatPercent(outcome.cashDiscountPercent)} off.`,
      ],
    };
  }
  const { fees, total } = interchangePlusFees(segments, reference);
  return { ...base, fees, total, effectiveRate: effectiveRate(total, volume), notes: [] };
}
