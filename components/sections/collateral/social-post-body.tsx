import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { Container } from "@/components/ui/container";
import type { SocialPostPage } from "@/content/collateral/social/types";
import { FeedPreview } from "./feed-preview";
import { PostBrief } from "./post-brief";
import { PostCopy } from "./post-copy";
import { PostingNotes } from "./posting-notes";
import { TrackedLink } from "./tracked-link";

/** Everything under a social post page's <h1>: brief, preview, copy, tracked link, notes. */
export function SocialPostBody({ page }: { page: SocialPostPage }) {
  const { post } = page;
  return (
    <>
      <PageIntro
        path={page.path}
        copy={page.copy}
        aside={<PostBrief post={post} headingId="brief-title" />}
      />
      <section aria-labelledby="preview-title" className="py-12">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,560px)_1fr] lg:gap-14">
          <div className="lg:sticky lg:top-6 lg:self-start">
            <h2 id="preview-title" className="text-2xl font-bold text-brand-900">
              Feed preview
            </h2>
            <FeedPreview post={post} className="mt-6" />
          </div>
          <div>
            <h2 className="text-2xl font-bold text-brand-900">Copy to paste</h2>
            <div className="mt-6">
              <PostCopy post={post} idPrefix="copy" />
            </div>
          </div>
        </Container>
      </section>
      <section aria-labelledby="link-title" className="border-t border-line py-12">
        <Container>
          <h2 id="link-title" className="text-2xl font-bold text-brand-900">
            Tracked link
          </h2>
          <div className="mt-4">
            <TrackedLink path={post.link.path} utm={post.utm} />
          </div>
        </Container>
      </section>
      <PostingNotes notes={page.notes} />
      <CtaBand cta={page.copy.cta} />
    </>
  );
}
