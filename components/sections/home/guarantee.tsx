import { ShieldCheck } from "@/components/ui/icons";
import { homeSections } from "@/content/pages/home";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "./section-heading";

/** The commitments every proposal carries. */
export function Guarantee() {
  const copy = homeSections.guarantee;
  return (
    <section aria-labelledby="guarantee-title" className="py-16">
      <Container>
        <div className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-10">
          <SectionHeading id="guarantee-title" heading={copy.heading} intro={copy.intro} />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {copy.points.map((point) => (
              <li key={point.title} className="flex gap-3">
                <ShieldCheck
                  className="mt-0.5 size-6 shrink-0 text-accent-700"
                  aria-hidden="true"
                />
                <div>
                  <h3 className="font-semibold text-brand-900">{point.title}</h3>
                  <p className="mt-1 text-muted">{point.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
