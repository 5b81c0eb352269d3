import { Check, X } from "@/components/ui/icons";
import { plainText, type FitSection as FitSectionData } from "@/content/pricing/types";
import { RichText } from "./rich-text";
import { Section } from "./section";

/** Who a model or provider suits and who it does not, side by side. */
export function FitSection({ id, fit }: { id: string; fit: FitSectionData }) {
  const columns = [
    { key: "fits", Icon: Check, tone: "text-accent-700", ...fit.fits },
    fit.style === "choice"
      ? { key: "fits-not", Icon: Check, tone: "text-brand-700", ...fit.fitsNot }
      : { key: "fits-not", Icon: X, tone: "text-red-700", ...fit.fitsNot },
  ];
  return (
    <Section id={id} heading={fit.heading} tinted>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {columns.map(({ key, Icon, tone, title, items }) => (
          <div key={key} className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-ink">{title}</h3>
            <ul className="mt-4 space-y-3">
              {items.map((item) => (
                <li key={plainText(item).slice(0, 64)} className="flex gap-3 text-muted">
                  <Icon className={`mt-1 size-4 shrink-0 ${tone}`} aria-hidden="true" />
                  <span className="leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                    <RichText value={item} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
