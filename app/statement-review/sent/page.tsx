import { cookies } from "next/headers";
import { CircleCheck } from "@/components/ui/icons";
import { PageShell } from "@/components/layout/page-shell";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FirstPaintMarker } from "@/components/sections/first-paint-marker";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { TextSection } from "@/components/sections/pricing/text-section";
import { SentFigures } from "@/components/sections/statement-review/sent-figures";
import { getRoute } from "@/content/routes";
import { statementReviewNextSteps, statementSentCopy } from "@/content/pages/statement-review";
import { pageMetadata } from "@/lib/seo/metadata";
import { sentFiles } from "@/lib/statements/figures/server";
import { statementPaths } from "@/lib/statements/paths";
import { sentCookieName } from "@/lib/statements/sent-cookie";

const path = statementPaths.sent;

// Rendered per request: its sender's cookie (and only it) adds what was read from their files.
export const dynamic = "force-dynamic";
export const metadata = pageMetadata(path);

/** Where a sent statement lands, with or without JavaScript, once it is stored. */
export default async function StatementSentPage() {
  const sent = await sentFiles((await cookies()).get(sentCookieName)?.value);
  return (
    <PageShell path={path}>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.6fr_1fr] lg:py-16">
        <div>
          <div role="status">
            <h1
              id="page-title"
              className="flex items-center gap-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
            >
              <CircleCheck className="size-9 shrink-0 text-accent-700" aria-hidden="true" />
              {getRoute(path).heading}
            </h1>
            <p className="prose-copy mt-6 max-w-2xl text-lg">{statementSentCopy.body}</p>
          </div>
          <FirstPaintMarker />
          {sent && <SentFigures files={sent.files} />}
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
