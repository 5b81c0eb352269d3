import { Link } from "@/components/ui/link.client";
import { SectionBlock } from "@/components/sections/company/section-block";
import { pricingModelSummaries } from "@/content/services-pricing";
import { servicesSections } from "@/content/services";

/** The pricing models, each summarised and linked to its own page. */
export function PricingModelGrid() {
  return (
    <SectionBlock heading={servicesSections.pricing} tinted>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {pricingModelSummaries.map((model) => (
          <li key={model.href} className="flex flex-col rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-brand-900">
              <Link href={model.href} className="rounded hover:underline">
                {model.name}
              </Link>
            </h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{model.summary}</p>
            <p className="mt-4 text-sm text-ink">
              <span className="font-semibold">Best for: </span>
              {model.bestFor}
            </p>
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
