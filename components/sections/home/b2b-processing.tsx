import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import { commercialCards } from "@/content/commercial-cards";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "./section-heading";

/** Level 2 and 3 data for B2B sellers, and what Visa changed in 2025 and 2026. */
export function B2bProcessing() {
  const copy = commercialCards;
  return (
    <section aria-labelledby="b2b-title" className="py-16">
      <Container className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="b2b-title"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            intro={copy.intro}
          />
          <dl className="mt-6 space-y-4">
            {copy.levels.map((level) => (
              <div key={level.title} className="rounded-xl border border-line bg-surface p-4">
                <dt className="font-semibold text-brand-900">{level.title}</dt>
                <dd className="mt-1 text-muted">{level.body}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-6 space-y-2">
            {copy.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-bold text-brand-900">{copy.changesHeading}</h3>
          <ol className="mt-6 space-y-6 border-l-2 border-brand-100 pl-6">
            {copy.changes.map((change) => (
              <li key={change.when} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-700 ring-4 ring-white"
                />
                <p className="font-semibold text-brand-900">{change.when}</p>
                <p className="mt-1 text-muted">{change.what}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-xl bg-brand-50 p-4 text-brand-900">{copy.takeaway}</p>
        </div>
      </Container>
    </section>
  );
}
