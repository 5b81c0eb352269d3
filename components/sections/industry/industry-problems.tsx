import type { IndustrySection } from "@/content/industries/types";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "./section-heading";

/** The industry's payment problems, in its own terms. */
export function IndustryProblems({ section }: { section: IndustrySection }) {
  return (
    <section aria-labelledby="problems-title" className="py-14 sm:py-16">
      <Container>
        <SectionHeading id="problems-title" heading={section.heading} lead={section.lead} />
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {section.items.map((problem) => (
            <li
              key={problem.title}
              className="rounded-xl border border-l-4 border-line border-l-accent-600 bg-white p-6"
            >
              <h3 className="text-lg font-semibold text-brand-900">{problem.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{problem.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
