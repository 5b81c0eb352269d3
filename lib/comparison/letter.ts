import { formatPercent, formatUsd, type Cents } from "@/lib/pricing/money";
import { fullAddress, site } from "@/content/site";
import type { ComparisonFigures } from "./compute";

/** Who the comparison is for and from; the address itself is never part of the letter. */
export type LetterParties = {
  merchant: { name: string; businessName: string | null };
  specialist: { name: string; email: string };
};

/** One row of a figures table: a name, an amount, and what it pays for when the site says. */
export type LetterRow = {
  label: string;
  amount: string;
  note?: string;
  /** Where the site explains the fee: the guide's chapter. */
  source?: { title: string; href: string };
};

/** The comparison in words: the one text the email (HTML and plain) and the PDF both set. */
export type Letter = {
  brand: string;
  subject: string;
  greeting: string;
  intro: string;
  effectiveRate: { heading: string; sentence: string };
  fees: { heading: string; rows: LetterRow[]; total: LetterRow };
  ours: { heading: string; intro: string; rows: LetterRow[]; total: LetterRow; notes: string[] };
  difference: { heading: string; sentence: string };
  closing: string[];
  footer: string;
};

const usd = (cents: Cents) => formatUsd(cents);
const share = (value: number) => `${Number(value.toFixed(1))}%`;

/** "Visa 55%, Mastercard 30%, Discover 5% and American Express 10%; 40% of sales on debit." */
function mixSentence({ mix }: ComparisonFigures): string {
  if (!mix) return "";
  const brands = [
    `Visa ${share(mix.visa)}`,
    `Mastercard ${share(mix.mastercard)}`,
    `Discover ${share(mix.discover)}`,
    `American Express ${share(mix.amex)}`,
  ];
  return ` By card brand your sales were ${brands.slice(0, -1).join(", ")} and ${brands.at(-1)}; ${share(mix.debit)} were paid by debit card.`;
}

/** What the difference means, said plainly whichever way it falls. */
function differenceSentence({ difference, ours }: ComparisonFigures): string {
  const { monthly, yearly } = difference;
  if (monthly > 0) {
    return `On ${ours.programLabel.toLowerCase()}, this month would have cost you ${usd(monthly)} less: ${usd(yearly)} a year at the same sales.`;
  }
  if (monthly < 0) {
    return `On ${ours.programLabel.toLowerCase()}, this month would have cost you ${usd(-monthly)} more (${usd(-yearly)} a year), so what you pay today is a fair deal and we recommend you keep it.`;
  }
  return `On ${ours.programLabel.toLowerCase()}, this month would have cost the same as today.`;
}

/** Builds the words of a comparison from its stored figures. */
export function comparisonLetter(
  figures: ComparisonFigures,
  parties: LetterParties,
  siteUrl: string,
): Letter {
  const origin = siteUrl.replace(/\/+$/, "");
  const { merchant, specialist } = parties;
  const whose = merchant.businessName ? `${merchant.businessName}'s` : "your";
  const feeRows: LetterRow[] = figures.feeLines.map((line) => ({
    label: line.name,
    amount: usd(line.amount),
    ...(line.explanation
      ? {
          note: line.explanation.text,
          source: {
            title: line.explanation.source.title,
            href: `${origin}${line.explanation.source.href}`,
          },
        }
      : {}),
  }));
  if (figures.otherFees > 0) {
    feeRows.push({ label: "Other fees on the statement", amount: usd(figures.otherFees) });
  }
  const { ours } = figures;
  return {
    brand: site.name,
    subject: `Your card-processing comparison for ${figures.monthLabel}`,
    greeting: `Hello ${merchant.name},`,
    intro: `I have read every line of ${whose} card-processing statement for ${figures.monthLabel}. Here is what it cost, fee by fee, and the same month priced our way.`,
    effectiveRate: {
      heading: `Your effective rate: ${formatPercent(figures.effectiveRate)}`,
      sentence: `You paid ${usd(figures.totalFees)} in fees on ${usd(figures.volume)} of card sales in ${figures.count.toLocaleString("en-US")} payments. Fees divided by sales gives your effective rate, ${formatPercent(figures.effectiveRate)}: what every dollar of card sales cost you.${mixSentence(figures)}`,
    },
    fees: {
      heading: "Every fee on the statement",
      rows: feeRows,
      total: { label: "Total fees", amount: usd(figures.totalFees) },
    },
    ours: {
      heading: `The same month priced our way: ${ours.programLabel.toLowerCase()}`,
      intro: "Every fee we would charge for the same sales, written down:",
      rows: ours.fees.map((fee) => ({ label: fee.label, amount: usd(fee.amount) })),
      total: {
        label: `Total with us (effective rate ${formatPercent(ours.effectiveRate)})`,
        amount: usd(ours.total),
      },
      notes: ours.notes,
    },
    difference: { heading: "The difference", sentence: differenceSentence(figures) },
    closing: [
      "Reply to this email with any question; it comes straight to me. There is no obligation and no follow-up campaign.",
      `${specialist.name}, ${site.name}`,
    ],
    footer: `${site.name} · ${fullAddress} · ${site.phone.display} · ${origin.replace(/^https?:\/\//, "")}`,
  };
}
