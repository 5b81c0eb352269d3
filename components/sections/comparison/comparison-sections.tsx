import type { ComparisonPageContent } from "@/content/comparisons/types";
import { isTableSection } from "@/content/pricing/types";
import { FaqSection } from "@/components/sections/pricing/faq-section";
import { FitSection } from "@/components/sections/pricing/fit-section";
import { RelatedLinks } from "@/components/sections/pricing/related-links";
import { TableSection } from "@/components/sections/pricing/table-section";
import { TextSection } from "@/components/sections/pricing/text-section";
import { HubCards } from "./hub-cards";

/** The body of a comparison or partner page, between its introduction and its call to action. */
export function ComparisonSections({ content }: { content: ComparisonPageContent }) {
  return (
    <>
      {content.hub && <HubCards {...content.hub} />}
      {content.sections.map((section, index) =>
        isTableSection(section) ? (
          <TableSection key={section.id} section={section} tinted={index % 2 === 0} />
        ) : (
          <TextSection key={section.id} section={section} tinted={index % 2 === 0} />
        ),
      )}
      {content.fit && <FitSection id="fit" fit={content.fit} />}
      <FaqSection faqs={content.faqs} />
      {content.related && (
        <RelatedLinks heading={content.related.heading} paths={content.related.paths} />
      )}
    </>
  );
}
