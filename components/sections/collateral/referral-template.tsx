import { Link } from "@/components/ui/link.client";
import { Container } from "@/components/ui/container";
import { getRoute } from "@/content/routes";
import type { ReferralTemplate as Template } from "@/content/collateral/social/types";
import { FeedPreview } from "./feed-preview";
import { PostCopy } from "./post-copy";
import { TrackedLink } from "./tracked-link";

/** One referral template: who posts it, its preview, the text to copy and its link builder. */
export function ReferralTemplate({ template, number }: { template: Template; number: number }) {
  const { post } = template;
  const titleId = `${template.id}-title`;
  const facts = [
    { term: "Who posts it", detail: template.whoPosts },
    { term: "Audience", detail: post.audience },
    { term: "Goal", detail: post.goal },
  ];
  return (
    <section
      id={template.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 border-t border-line py-12"
    >
      <Container>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          Template {number}
        </p>
        <h2 id={titleId} className="mt-1 text-2xl font-bold text-brand-900">
          {template.title}
        </h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="font-semibold text-ink">{fact.term}</dt>
              <dd className="text-muted">{fact.detail}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,560px)_1fr] lg:gap-14">
          <FeedPreview post={post} className="lg:sticky lg:top-6 lg:self-start" />
          <div>
            <PostCopy post={post} idPrefix={template.id} />
            <p className="mt-6 text-sm text-muted">
              The tracked link leads to the{" "}
              <Link
                href={post.link.path}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {getRoute(post.link.path).label}
              </Link>{" "}
              page, where the reader can ask for a statement review.
            </p>
          </div>
        </div>
        <details className="group mt-8 rounded-xl border border-line bg-white">
          <summary className="cursor-pointer px-5 py-4 font-semibold text-brand-800">
            Build your tracked link for this template
          </summary>
          <div className="border-t border-line p-5">
            <TrackedLink path={post.link.path} utm={post.utm} />
          </div>
        </details>
      </Container>
    </section>
  );
}
