import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { funnyFacebookAd } from "@/content/collateral/social/funny-facebook-ad";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/funny-facebook-ad";

export const metadata = pageMetadata(path);

export default function FunnyFacebookAdPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={funnyFacebookAd} />
    </PageShell>
  );
}
