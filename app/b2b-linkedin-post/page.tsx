import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { b2bLinkedinPost } from "@/content/collateral/social/b2b-linkedin-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/b2b-linkedin-post";

export const metadata = pageMetadata(path);

export default function B2bLinkedinPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={b2bLinkedinPost} />
    </PageShell>
  );
}
