import type { IndustryFeature, IndustrySection } from "@/content/industries/types";
import { Container } from "@/components/ui/container";
import { FeatureIcon } from "./feature-icon";
import { PointLink } from "./point-link";
import { SectionHeading } from "./section-heading";

/** The features that answer the industry's problems, as a grid of cards. */
export function IndustryFeatures({ section }: { section: IndustrySection<IndustryFeature> }) {
  return (
    <section aria-labelledby="features-title" className="bg-surface py-14 sm:py-16">
      <Container>
        <SectionHeading id="features-title" heading={section.heading} lead={section.lead} />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((feature) => (
            <li
              key={feature.title}
              className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm"
            >
              <FeatureIcon name={feature.icon} />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{feature.body}</p>
              {feature.link && <PointLink link={feature.link} />}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
