import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { q4LinkedinPost } from "@/content/collateral/social/q4-linkedin-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/q4-linkedin-post";

export const metadata = pageMetadata(path);

export default function Q4LinkedinPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={q4LinkedinPost} />
    </PageShell>
  );
}
