import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { Container } from "@/components/ui/container";
import type { ReferralTemplatesPage } from "@/content/collateral/social/types";
import { ReferralTemplate } from "./referral-template";

/** The referral templates page under its <h1>: how to use them, a contents list and the set. */
export function ReferralTemplatesBody({ page }: { page: ReferralTemplatesPage }) {
  return (
    <>
      <PageIntro
        path={page.path}
        copy={page.copy}
        aside={
          <nav
            aria-labelledby="contents-title"
            className="rounded-xl border border-line bg-white p-5 shadow-sm"
          >
            <h2 id="contents-title" className="text-lg font-bold text-brand-900">
              The templates
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
              {page.templates.map((template) => (
                <li key={template.id}>
                  <a
                    href={`#${template.id}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {template.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        }
      />
      <section aria-labelledby="how-title" className="bg-surface py-12">
        <Container>
          <h2 id="how-title" className="text-2xl font-bold text-brand-900">
            How to use these templates
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {page.steps.map((step) => (
              <li key={step.title} className="rounded-xl border border-line bg-white p-5">
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      {page.templates.map((template, index) => (
        <ReferralTemplate key={template.id} template={template} number={index + 1} />
      ))}
      <CtaBand cta={page.copy.cta} />
    </>
  );
}
