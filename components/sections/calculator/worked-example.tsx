import { formatMoney, formatPercent } from "@/lib/calculator/format";
import { stateName } from "@/lib/calculator/states";
import { capitalise } from "@/lib/text";
import type { CalculatorValues, Quote } from "@/lib/calculator/types";
import { QuoteNotes } from "./quote-notes";
import { QuoteTable } from "./quote-table";

/** The calculator's default figures worked through on the server, for readers and crawlers. */
export function WorkedExample({
  heading,
  business,
  values,
  quote,
}: {
  heading: string;
  /** The business in a sentence, article included: "a restaurant". */
  business: string;
  values: CalculatorValues;
  quote: Quote;
}) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-brand-900">{heading}</h3>
      <p className="mt-2 text-muted">
        {capitalise(business)} in {stateName(values.state)} takes{" "}
        {formatMoney(values.monthlyVolume)} a month in card sales, averaging{" "}
        {formatMoney(values.averageTicket)} a sale, {formatPercent(values.creditShare)} of it on
        credit cards. At an effective rate of {formatPercent(quote.current.effectiveRate)} it pays{" "}
        {formatMoney(quote.current.monthly)} a month today.
      </p>
      <QuoteTable
        id="worked-example-quote"
        className="mt-4"
        quote={quote}
        caption={`Worked example: ${business}, ${formatMoney(values.monthlyVolume)} a month`}
      />
      <QuoteNotes values={values} quote={quote} />
    </div>
  );
}
