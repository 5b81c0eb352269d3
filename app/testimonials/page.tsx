import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { ReviewPolicy } from "@/components/sections/testimonials/review-policy";
import { TestimonialGrid } from "@/components/sections/testimonials/testimonial-grid";
import { testimonialsCopy } from "@/content/pages/testimonials";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/testimonials";

export const metadata = pageMetadata(path);

export default function TestimonialsPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={testimonialsCopy} />
      <TestimonialGrid />
      <ReviewPolicy />
      <CtaBand cta={testimonialsCopy.cta} />
    </PageShell>
  );
}
