import { SectionBlock } from "@/components/sections/company/section-block";
import { testimonialsSections } from "@/content/testimonials-page";
import { testimonials } from "@/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

/** Every review, newest first. */
export function TestimonialGrid() {
  const newestFirst = [...testimonials].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <SectionBlock heading={testimonialsSections.reviews}>
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
