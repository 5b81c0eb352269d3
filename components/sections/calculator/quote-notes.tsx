import { formatCents, formatPercent } from "@/lib/calculator/format";
import type { CalculatorValues, Quote, Range } from "@/lib/calculator/types";

const percentRange = ({ low, high }: Range) =>
  high - low < 0.005 ? formatPercent(low) : `${formatPercent(low)}–${formatPercent(high)}`;

/** The assumptions and rules behind a quote, in plain sentences under its table. */
export function QuoteNotes({ values, quote }: { values: CalculatorValues; quote: Quote }) {
  const a = values.assumptions;
  const credit = { low: a.creditRateLow, high: a.creditRateHigh };
  const debit = { low: a.debitRateLow, high: a.debitRateHigh };
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
      <li>
        Card-brand cost assumed: credit {percentRange(credit)} + {formatCents(a.creditPerItem)},
        debit {percentRange(debit)} + {formatCents(a.debitPerItem)} per sale. Interchange plus adds{" "}
        {formatPercent(a.markupRate)} + {formatCents(a.markupPerItem)} per sale and{" "}
        {formatCents(a.monthlyFee)} a month; the flat rate is {formatPercent(a.flatRate)} +{" "}
        {formatCents(a.flatPerItem)} per sale.
      </li>
      <li>
        Cash discount: the posted card price is {formatPercent(a.cashAdjustment)} above today&apos;s
        price and cash customers pay today&apos;s price ({formatPercent(quote.cashPriceDiscount)}{" "}
        off the card price), assuming your sales stay the same.
      </li>
      <li>
        Zero fee:{" "}
        {quote.appliedSurcharge
          ? `a credit-only surcharge of ${percentRange(quote.appliedSurcharge)}, never above what the card costs you to accept. ${quote.surchargeNote} Debit and prepaid cards are never surcharged.`
          : quote.surchargeNote}
      </li>
    </ul>
  );
}
