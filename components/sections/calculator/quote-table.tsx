import { DataTable, type DataTableRow } from "@/components/ui/data-table";
import { formatMoney, formatMoneyRange, formatSavings } from "@/lib/calculator/format";
import type { OptionQuote, Quote, StillPaid } from "@/lib/calculator/types";
import { cn } from "@/lib/utils";

const columns = ["Pricing model", "Per month", "Per year", "Yearly savings"];

/** Why "zero fee" still costs something: the parts a surcharge cannot reach, in plain words. */
function stillPaidText({ debit, credit, accountFee }: StillPaid): string {
  const parts = [
    `${formatMoneyRange(debit)} on debit and prepaid cards, which cannot be surcharged`,
  ];
  if (Math.round(credit.high) > 0)
    parts.push(`${formatMoneyRange(credit)} of credit fees beyond the surcharge`);
  if (accountFee > 0) parts.push(`the ${formatMoney(accountFee)} account fee`);
  return `Still paid: ${parts.join("; ")}.`;
}

function optionRow(option: OptionQuote): DataTableRow {
  if (!option.available)
    return { key: option.id, label: option.label, across: `Not available: ${option.reason}` };
  return {
    key: option.id,
    label: (
      <>
        {option.label}
        {option.stillPaid && (
          <span className="mt-1 block text-xs font-normal text-muted">
            {stillPaidText(option.stillPaid)}
          </span>
        )}
      </>
    ),
    cells: [
      formatMoneyRange(option.monthly),
      formatMoneyRange(option.yearly),
      <span
        key="savings"
        className={cn(
          "font-semibold",
          option.yearlySavings.low > 0 ? "text-accent-700" : "text-ink",
        )}
      >
        {formatSavings(option.yearlySavings)}
      </span>,
    ],
  };
}

/**
 * Today's cost against each pricing model, monthly and yearly. Rendered on the server for the
 * worked example and inside the calculator island for live figures; `stale` marks figures that
 * no longer match the inputs (a field is invalid), greyed out with a line that says what to do
 * (slate-500 still reads at 4.8:1 on white).
 */
export function QuoteTable({
  id,
  quote,
  caption,
  stale = false,
  className,
}: {
  id: string;
  quote: Quote;
  caption: string;
  stale?: boolean;
  className?: string;
}) {
  const today: DataTableRow = {
    key: "today",
    label: "What you pay today",
    emphasis: true,
    cells: [formatMoney(quote.current.monthly), formatMoney(quote.current.yearly), "—"],
  };
  return (
    <DataTable
      id={id}
      data-stale={stale || undefined}
      className={cn(
        "group data-stale:border-dashed data-stale:[&_tbody_*]:text-slate-500",
        className,
      )}
      caption={
        <>
          {caption}
          {stale && (
            <span className="mt-1 block text-sm font-normal text-red-800">
              Out of date: fix the highlighted field to update these figures.
            </span>
          )}
        </>
      }
      columns={columns}
      rows={[today, ...quote.options.map(optionRow)]}
    />
  );
}
