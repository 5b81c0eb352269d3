import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { nonprofitFacebookPost } from "@/content/collateral/social/nonprofit-facebook-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/nonprofit-facebook-post";

export const metadata = pageMetadata(path);

export default function NonprofitFacebookPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={nonprofitFacebookPost} />
    </PageShell>
  );
}
