import { Link } from "@/components/ui/link.client";
import { Quote } from "@/components/ui/icons";
import { homeSections } from "@/content/pages/home";
import { hasSampleTestimonials, sampleNotice, testimonials } from "@/content/testimonials";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "./section-heading";

const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Merchant testimonials; while any is a sample the section says so (see content/testimonials.ts). */
export function Testimonials() {
  const copy = homeSections.testimonials;
  return (
    <section aria-labelledby="testimonials-title" className="bg-surface py-16">
      <Container>
        <SectionHeading id="testimonials-title" heading={copy.heading} intro={copy.intro} />
        {hasSampleTestimonials && (
          <p className="mt-4 inline-block rounded-lg bg-white px-3 py-2 text-sm text-muted ring-1 ring-line">
            {sampleNotice}
          </p>
        )}
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.slice(0, 6).map((entry) => (
            <li key={entry.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
                <Quote className="size-6 text-brand-100" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 text-ink">
                  <p>{entry.quote}</p>
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-brand-900">{entry.name}</span>
                  <span className="block text-muted">
                    {entry.business}, {entry.city} ·{" "}
                    <time dateTime={entry.date}>{monthYear.format(new Date(entry.date))}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Link
          href="/testimonials"
          className="mt-8 inline-block font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          More merchant stories
        </Link>
      </Container>
    </section>
  );
}
