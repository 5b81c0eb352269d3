import { Check } from "@/components/ui/icons";
import { SectionBlock } from "@/components/sections/company/section-block";
import { LinkList } from "@/components/sections/company/link-list";
import { servicesSections, servicesWithDetails } from "@/content/services";

/** Every offering of content/site with its features, who it suits and where to read more. */
export function ServiceCatalogue() {
  return (
    <SectionBlock heading={servicesSections.catalogue}>
      <div className="space-y-8">
        {servicesWithDetails().map((service) => (
          <article
            key={service.id}
            aria-labelledby={service.id}
            className="rounded-2xl border border-line bg-white p-6 sm:p-8"
          >
            <h3 id={service.id} className="scroll-mt-24 text-xl font-semibold text-brand-900">
              {service.name}
            </h3>
            <p className="mt-2 text-lg text-ink">{service.description}</p>
            <ul className="mt-5 grid gap-3 md:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-muted">
                  <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <p className="mt-5 leading-relaxed text-muted">{service.fit}</p>
            <LinkList
              links={service.links}
              className="mt-5"
              aria-label={`Read more about ${service.name.toLowerCase()}`}
            />
          </article>
        ))}
      </div>
    </SectionBlock>
  );
}
