import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { trustBuildingLinkedinPost } from "@/content/collateral/social/trust-building-linkedin-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/trust-building-linkedin-post";

export const metadata = pageMetadata(path);

export default function TrustBuildingLinkedinPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={trustBuildingLinkedinPost} />
    </PageShell>
  );
}
