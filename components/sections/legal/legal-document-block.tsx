import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import type { LegalDocument } from "@/content/legal";

/**
 * One legal document: its <h2>, then each numbered section as an anchored <h3>; `after` adds
 * something of the page's own at the end of a section, by the section's id.
 */
export function LegalDocumentBlock({
  document,
  after = {},
}: {
  document: LegalDocument;
  after?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <section aria-labelledby={document.id} className="border-t border-line py-12">
      <Container className="max-w-3xl">
        <h2
          id={document.id}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
        >
          {document.title}
        </h2>
        {document.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-8">
            <h3 id={section.id} className="scroll-mt-24 text-lg font-semibold text-brand-900">
              {index + 1}. {section.heading}
            </h3>
            <div className="prose-copy mt-3">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{paragraph}</p>
              ))}
            </div>
            {section.points && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-muted">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {after[section.id]}
          </section>
        ))}
      </Container>
    </section>
  );
}
