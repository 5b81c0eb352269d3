import { isTableSection, type PricingPageContent } from "@/content/pricing/types";
import { CardRulesSection } from "./card-rules-section";
import { FaqSection } from "./faq-section";
import { FitSection } from "./fit-section";
import { RelatedLinks } from "./related-links";
import { TableSection } from "./table-section";
import { TextSection } from "./text-section";

/** The body of a pricing-model page, between its introduction and its call to action. */
export function PricingSections({ content }: { content: PricingPageContent }) {
  return (
    <>
      {content.sections.map((section, index) =>
        isTableSection(section) ? (
          <TableSection key={section.id} section={section} tinted={index % 2 === 1} />
        ) : (
          <TextSection key={section.id} section={section} tinted={index % 2 === 1} />
        ),
      )}
      <FitSection id="fit" fit={content.fit} />
      <CardRulesSection heading={content.rules.heading} paragraphs={content.rules.paragraphs} />
      <FaqSection faqs={content.faqs} />
      <RelatedLinks heading={content.related.heading} paths={content.related.paths} />
    </>
  );
}
