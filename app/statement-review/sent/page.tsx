import { CircleCheck } from "@/components/ui/icons";
import { PageShell } from "@/components/layout/page-shell";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FirstPaintMarker } from "@/components/sections/first-paint-marker";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { TextSection } from "@/components/sections/pricing/text-section";
import { getRoute } from "@/content/routes";
import { statementReviewNextSteps, statementSentCopy } from "@/content/pages/statement-review";
import { pageMetadata } from "@/lib/seo/metadata";
import { statementPaths } from "@/lib/statements/paths";

const path = statementPaths.sent;

export const metadata = pageMetadata(path);

/** Where a statement sent without JavaScript lands once it is stored. */
export default function StatementSentPage() {
  return (
    <PageShell path={path}>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.6fr_1fr] lg:py-16">
        <div role="status">
          <h1
            id="page-title"
            className="flex items-center gap-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            <CircleCheck className="size-9 shrink-0 text-accent-700" aria-hidden="true" />
            {getRoute(path).heading}
          </h1>
          <p className="prose-copy mt-6 max-w-2xl text-lg">{statementSentCopy.body}</p>
          <FirstPaintMarker />
          <ButtonLink href={statementPaths.page} variant="secondary" className="mt-8">
            {statementSentCopy.again}
          </ButtonLink>
        </div>
        <NextSteps heading="What happens next" steps={statementReviewNextSteps.slice(1)} />
      </Container>
      <TextSection section={statementSentCopy.meanwhile} tinted />
    </PageShell>
  );
}
