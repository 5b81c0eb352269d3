import type { CallToAction } from "@/content/pages/types";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";

/** The closing call to action of a page. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-title" className="py-12">
      <Container>
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10">
          <h2 id="cta-title" className="text-2xl font-bold text-balance">
            {cta.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100">{cta.body}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <ButtonLink href={cta.primary.href}>{cta.primary.label}</ButtonLink>
            {cta.secondary && (
              <ButtonLink href={cta.secondary.href} variant="inverse">
                {cta.secondary.label}
              </ButtonLink>
            )}
            <a
              href={`tel:${site.phone.e164}`}
              className="text-sm font-semibold text-white underline underline-offset-4"
            >
              or call {site.phone.display}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
