import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { facebookAd } from "@/content/collateral/social/facebook-ad";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/facebook-ad";

export const metadata = pageMetadata(path);

export default function FacebookAdPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={facebookAd} />
    </PageShell>
  );
}
