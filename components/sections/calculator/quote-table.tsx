import { formatMoney, formatMoneyRange, formatSavings } from "@/lib/calculator/format";
import type { Quote } from "@/lib/calculator/types";
import { cn } from "@/lib/utils";

/**
 * Today's cost against each pricing model, monthly and yearly. Rendered on the server for the
 * worked example and inside the calculator island for live figures.
 */
export function QuoteTable({
  quote,
  caption,
  className,
}: {
  quote: Quote;
  caption: string;
  className?: string;
}) {
  return (
    // Focusable and named so keyboard users can scroll it on narrow screens.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn("overflow-x-auto rounded-xl border border-line bg-white", className)}
    >
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink">{caption}</caption>
        <thead className="text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-2 font-medium">
              Pricing model
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Per month
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Per year
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Yearly savings
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          <tr className="border-b border-line bg-surface">
            <th scope="row" className="px-4 py-2 font-semibold text-ink">
              What you pay today
            </th>
            <td className="px-4 py-2">{formatMoney(quote.current.monthly)}</td>
            <td className="px-4 py-2">{formatMoney(quote.current.yearly)}</td>
            <td className="px-4 py-2 text-muted">—</td>
          </tr>
          {quote.options.map((option) => (
            <tr
              key={option.id}
              data-option={option.id}
              className="border-b border-line last:border-0"
            >
              <th scope="row" className="px-4 py-2 font-semibold text-ink">
                {option.label}
              </th>
              {option.available ? (
                <>
                  <td className="px-4 py-2">{formatMoneyRange(option.monthly)}</td>
                  <td className="px-4 py-2">{formatMoneyRange(option.yearly)}</td>
                  <td
                    className={cn(
                      "px-4 py-2 font-semibold",
                      option.yearlySavings.low > 0 ? "text-accent-700" : "text-ink",
                    )}
                  >
                    {formatSavings(option.yearlySavings)}
                  </td>
                </>
              ) : (
                <td colSpan={3} className="px-4 py-2 text-muted">
                  Not available: {option.reason}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
