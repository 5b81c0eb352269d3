import { SectionBlock } from "@/components/sections/company/section-block";
import { LinkList } from "@/components/sections/company/link-list";
import {
  reviewIndustryLinks,
  reviewPolicy,
  testimonialsSections,
} from "@/content/testimonials-page";
import { site } from "@/content/site";

/** How reviews are gathered and published, and the industry pages to read next. */
export function ReviewPolicy() {
  return (
    <>
      <SectionBlock heading={testimonialsSections.policy} tinted>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="prose-copy max-w-3xl">
            {reviewPolicy.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
          <p className="self-start rounded-xl bg-brand-900 p-6 text-white">
            <span className="block text-4xl font-bold">{site.rating.value}/5</span>
            <span className="mt-1 block text-brand-100">
              average rating from {site.rating.count}+ public reviews
            </span>
          </p>
        </div>
      </SectionBlock>
      <SectionBlock heading={testimonialsSections.industries}>
        <LinkList links={reviewIndustryLinks} aria-label="Industry pages" />
      </SectionBlock>
    </>
  );
}
