import { SectionBlock } from "@/components/sections/company/section-block";
import { testimonialsSections } from "@/content/testimonials-page";
import { hasSampleTestimonials, sampleNotice, testimonials } from "@/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

/** Every review, newest first. */
export function TestimonialGrid() {
  const newestFirst = [...testimonials].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <SectionBlock heading={testimonialsSections.reviews}>
      {hasSampleTestimonials && (
        <p className="mb-6 inline-block rounded-lg bg-surface px-3 py-2 text-sm text-muted ring-1 ring-line">
          {sampleNotice}
        </p>
      )}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {newestFirst.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
