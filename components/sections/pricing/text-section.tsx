import type { TextSection as TextSectionData } from "@/content/pricing/types";
import { Prose, RichText } from "./rich-text";
import { Section } from "./section";

/** An h2 with paragraphs and, when given, titled points (h3s) or numbered steps. */
export function TextSection({ section, tinted }: { section: TextSectionData; tinted?: boolean }) {
  const List = section.ordered ? "ol" : "ul";
  return (
    <Section id={section.id} heading={section.heading} tinted={tinted}>
      <div className="prose-copy mt-4 max-w-3xl">
        <Prose paragraphs={section.paragraphs} />
      </div>
      {section.points && (
        <List className="mt-6 grid gap-4 md:grid-cols-2">
          {section.points.map((point, index) => (
            <li key={point.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-semibold text-ink">
                {section.ordered && <span className="text-accent-700">{index + 1}. </span>}
                {point.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                <RichText value={point.body} />
              </p>
            </li>
          ))}
        </List>
      )}
      {section.after && (
        <div className="prose-copy mt-6 max-w-3xl">
          <Prose paragraphs={section.after} />
        </div>
      )}
    </Section>
  );
}
