import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { linkedinPost } from "@/content/collateral/social/linkedin-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/linkedin-post";

export const metadata = pageMetadata(path);

export default function LinkedinPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={linkedinPost} />
    </PageShell>
  );
}
