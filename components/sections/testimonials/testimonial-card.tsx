import { Star } from "@/components/ui/icons";
import type { Testimonial } from "@/content/testimonials";
import { formatIsoDate } from "@/lib/text";

/** One review: the rating, the quote, then who wrote it, their business, its type and town, and when. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, business, businessType, city, date, quote, rating } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-6">
      <p className="flex gap-0.5">
        <span className="sr-only">Rated {rating} out of 5</span>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={star <= rating ? "size-4 fill-gold text-gold" : "size-4 text-slate-300"}
          />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-line pt-4 text-sm">
        <span className="block font-semibold text-brand-900">{name}</span>
        <span className="block text-muted">{business}</span>
        <span className="block text-muted">
          {businessType} in {city}, <time dateTime={date}>{formatIsoDate(date, "month")}</time>
        </span>
      </figcaption>
    </figure>
  );
}
