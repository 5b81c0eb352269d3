import { PageShell } from "@/components/layout/page-shell";
import { Container } from "@/components/ui/container";
import { FirstPaintMarker } from "@/components/sections/first-paint-marker";
import { getRoute } from "@/content/routes";
import { linkExpiredCopy } from "@/content/pages/statement-review";
import { pageMetadata } from "@/lib/seo/metadata";
import { statementPaths } from "@/lib/statements/paths";

const path = statementPaths.linkExpired;

export const metadata = pageMetadata(path);

/** What the download route answers (410 or 403) for a link that no longer opens a file. */
export default function LinkExpiredPage() {
  return (
    <PageShell path={path}>
      <Container className="py-12 lg:py-16">
        <h1
          id="page-title"
          className="text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl"
        >
          {getRoute(path).heading}
        </h1>
        <div className="prose-copy mt-6 max-w-3xl text-lg">
          {linkExpiredCopy.reasons.map((reason) => (
            <p key={reason.slice(0, 40)}>{reason}</p>
          ))}
          <p>
            {linkExpiredCopy.help.text}{" "}
            <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-base text-ink">
              {linkExpiredCopy.help.command}
            </code>
            .
          </p>
          <h2 className="mt-10 text-xl font-bold text-brand-900">Before asking for a new link</h2>
          <ul className="mt-4 list-disc space-y-3 pl-6 leading-relaxed text-muted">
            {linkExpiredCopy.checks.map((check) => (
              <li key={check.slice(0, 40)}>{check}</li>
            ))}
          </ul>
        </div>
        <FirstPaintMarker />
      </Container>
    </PageShell>
  );
}
