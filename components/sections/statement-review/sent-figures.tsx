import { Link } from "@/components/ui/link.client";
import { statementFiguresCopy as copy } from "@/content/pages/statement-figures";
import { feeGlossary } from "@/content/statement-comparison/fee-glossary";
import { explainFee } from "@/lib/comparison/glossary";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import {
  periodText,
  type MerchantFigures,
  type MerchantFile,
  type MerchantFlag,
} from "@/lib/statements/figures/merchant-view";

/**
 * What was read from each file the visitor sent, shown to them alone on the page they land on:
 * the confirmed figures, or that a specialist reads the file; `null` when they could not be
 * loaded just now.
 */
export function SentFigures({ files }: { files: MerchantFile[] | null }) {
  return (
    <section aria-labelledby="figures-heading" className="mt-10 max-w-2xl">
      <h2 id="figures-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {copy.heading}
      </h2>
      {files ? (
        <>
          {files.some((file) => file.state === "figures") && (
            <p className="prose-copy mt-3">{copy.intro}</p>
          )}
          {files.map((file) => (
            <FileSection key={`${file.position}-${file.name}`} file={file} />
          ))}
        </>
      ) : (
        <p className="prose-copy mt-3">{copy.unavailable}</p>
      )}
      {files?.some((file) => file.state === "figures") && (
        <p className="mt-6 font-semibold text-ink">{copy.confirm}</p>
      )}
    </section>
  );
}

function FileSection({ file }: { file: MerchantFile }) {
  const id = `file-${file.position}`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h3 id={id} className="font-semibold break-words text-ink">
        {copy.fileHeading(file.name)}
      </h3>
      {file.state === "figures" ? (
        <Figures figures={file.figures} />
      ) : (
        <p className="mt-2 text-ink">{file.state === "photo" ? copy.photo : copy.reading}</p>
      )}
    </section>
  );
}

function Figures({ figures }: { figures: MerchantFigures }) {
  const { labels } = copy;
  const rows: [string, string][] = [];
  if (figures.period) rows.push([labels.month, periodText(figures.period)]);
  if (figures.sales) rows.push([labels.sales[figures.sales.basis], formatUsd(figures.sales.cents)]);
  if (figures.payments !== undefined)
    rows.push([labels.payments, figures.payments.toLocaleString("en-US")]);
  rows.push([
    labels.fees,
    figures.fees === undefined ? copy.notConfirmed : formatUsd(figures.fees),
  ]);
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
        {figures.rate && (
          <div className="contents">
            <dt className="self-center text-muted">{labels.rate}</dt>
            <dd>
              <span className="text-3xl font-bold text-brand-900 tabular-nums">
                {formatPercent(figures.rate.percent)}
              </span>
              <span className="block text-sm text-muted">{copy.rateBasis[figures.rate.basis]}</span>
            </dd>
          </div>
        )}
      </dl>
      {!figures.rate && <p className="mt-3 text-sm text-ink">{copy.noRate}</p>}
      {figures.flags.length > 0 && <Flags flags={figures.flags} />}
    </>
  );
}

function Flags({ flags }: { flags: MerchantFlag[] }) {
  return (
    <div className="mt-5">
      <h4 className="font-semibold text-ink">{copy.flagsHeading}</h4>
      <ul className="mt-2 space-y-3">
        {flags.map((flag) => {
          const entry =
            feeGlossary.find((item) => item.id === flag.glossaryId) ??
            explainFee(flag.line, feeGlossary);
          return (
            <li key={`${flag.kind}-${flag.line}`} className="text-sm text-ink">
              <p>{flag.text}</p>
              <p className="mt-1 text-muted">
                “{flag.line}”{flag.amount === undefined ? "" : `, ${formatUsd(flag.amount)}`}
                {entry && (
                  <>
                    {" · "}
                    <Link
                      href={entry.source.href}
                      className="font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {copy.flagGuide(entry.label)}
                    </Link>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
