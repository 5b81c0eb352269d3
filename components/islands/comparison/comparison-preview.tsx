import type { ComparisonFigures } from "@/lib/comparison/compute";
import { formatPercent, formatUsd } from "@/lib/pricing/money";

type Row = {
  key: string;
  label: string;
  amount: number;
  note?: string;
  source?: { title: string; href: string };
};

function FiguresTable({ caption, rows, total }: { caption: string; rows: Row[]; total: Row }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-brand-900">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-4 text-left font-medium text-ink">
              {row.label}
              {row.note && (
                <span className="mt-0.5 block text-xs font-normal text-muted">
                  {row.note}{" "}
                  {row.source && (
                    <a
                      href={row.source.href}
                      className="text-brand-700 underline"
                      target="_blank"
                      rel="noreferrer"
                    >
                      Guide: {row.source.title}
                    </a>
                  )}
                </span>
              )}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {formatUsd(row.amount)}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pt-2 text-left font-bold text-ink">
            {total.label}
          </th>
          <td className="pt-2 text-right font-bold whitespace-nowrap tabular-nums">
            {formatUsd(total.amount)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The comparison as the specialist types: the figures the merchant will be sent. */
export function ComparisonPreview({ figures }: { figures: ComparisonFigures }) {
  const { ours, difference } = figures;
  const feeRows: Row[] = figures.feeLines.map((line, index) => ({
    key: `${index}-${line.name}`,
    label: line.name,
    amount: line.amount,
    note: line.explanation?.text,
    source: line.explanation?.source,
  }));
  if (figures.otherFees > 0) {
    feeRows.push({ key: "other", label: "Other fees on the statement", amount: figures.otherFees });
  }
  const saving = difference.monthly >= 0;
  return (
    <div className="space-y-6">
      <dl aria-live="polite" className="grid gap-3 sm:grid-cols-3">
        {[
          ["Effective rate today", formatPercent(figures.effectiveRate)],
          [`${ours.programLabel} with us`, formatPercent(ours.effectiveRate)],
          [
            saving ? "Saving a month (a year)" : "Extra cost a month (a year)",
            `${formatUsd(Math.abs(difference.monthly))} (${formatUsd(Math.abs(difference.yearly))})`,
          ],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-brand-50 p-3">
            <dt className="text-xs font-semibold text-muted uppercase">{term}</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <FiguresTable
        caption={`${figures.monthLabel}: every fee on the statement`}
        rows={feeRows}
        total={{ key: "total", label: "Total fees", amount: figures.totalFees }}
      />
      <FiguresTable
        caption={`The same month priced our way: ${ours.programLabel.toLowerCase()}`}
        rows={ours.fees.map((fee) => ({ key: fee.label, label: fee.label, amount: fee.amount }))}
        total={{ key: "ours", label: "Total with us", amount: ours.total }}
      />
      {ours.notes.map((note) => (
        <p key={note} className="text-sm text-muted">
          {note}
        </p>
      ))}
    </div>
  );
}
