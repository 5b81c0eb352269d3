import { Scale } from "@/components/ui/icons";
import type { IndustrySection } from "@/content/industries/types";
import { Container } from "@/components/ui/container";
import { PointLink } from "./point-link";
import { SectionHeading } from "./section-heading";

/** The card-brand, state and federal rules that shape how this industry takes payments. */
export function IndustryCompliance({ section }: { section: IndustrySection }) {
  return (
    <section aria-labelledby="compliance-title" className="py-14 sm:py-16">
      <Container>
        <SectionHeading id="compliance-title" heading={section.heading} lead={section.lead} />
        <ul className="mt-8 space-y-5">
          {section.items.map((note) => (
            <li key={note.title} className="flex gap-4 rounded-xl bg-brand-50 p-6">
              <Scale className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{note.title}</h3>
                <p className="mt-2 max-w-4xl leading-relaxed text-ink">{note.body}</p>
                {note.link && <PointLink link={note.link} />}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
