import type { Slide } from "@/content/collateral/pitchbook";
import { site } from "@/content/site";
import { cn } from "@/lib/utils";

type SlideFrameProps = { slide: Slide; number: number; total: number };

/** One slide: a 16:9 card on screen, a landscape page in print, with its speaker notes below. */
export function SlideFrame({ slide, number, total }: SlideFrameProps) {
  const id = `slide-${number}`;
  const dark = number === 1 || number === total;
  return (
    <section
      id={id}
      aria-roledescription="slide"
      aria-labelledby={`${id}-title`}
      className="print-page-slide w-full shrink-0 snap-start snap-always scroll-mt-24 px-1 print:px-0"
    >
      <div
        className={cn(
          "print-exact flex min-h-[22rem] flex-col rounded-2xl p-6 shadow-lg ring-1 ring-line sm:aspect-video sm:min-h-0 sm:p-10 print:aspect-auto print:h-[7.85in] print:shadow-none",
          dark ? "bg-brand-900 text-white" : "bg-white text-ink",
        )}
      >
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase print:text-base",
            dark ? "mt-auto text-gold" : "text-accent-700",
          )}
        >
          {slide.section}
        </p>
        <h3
          id={`${id}-title`}
          className={cn(
            "mt-2 text-2xl font-extrabold text-balance sm:text-4xl print:text-5xl",
            dark ? "text-white" : "text-brand-900",
          )}
        >
          {slide.title}
        </h3>
        {slide.lead && (
          <p
            className={cn(
              "mt-4 max-w-3xl sm:text-xl print:text-2xl",
              dark ? "text-brand-100" : "text-muted",
            )}
          >
            {slide.lead}
          </p>
        )}
        {slide.points && (
          <ul className="mt-5 space-y-2 sm:text-lg print:mt-8 print:space-y-4 print:text-2xl">
            {slide.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-600"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        )}
        {slide.stats && (
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 print:mt-10 print:grid-cols-4">
            {slide.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
                <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-800 sm:text-3xl print:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p
          className={cn(
            "mt-auto flex justify-between pt-6 text-xs",
            dark ? "text-brand-100" : "text-muted",
          )}
        >
          <span>{site.name}</span>
          <span>
            {number} / {total}
          </span>
        </p>
      </div>
      <details className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm" data-print="hide">
        <summary className="cursor-pointer font-semibold text-brand-800">Speaker notes</summary>
        <p className="mt-2 leading-relaxed text-muted">{slide.notes}</p>
      </details>
    </section>
  );
}
