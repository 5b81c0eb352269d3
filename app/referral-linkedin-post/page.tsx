import { PageShell } from "@/components/layout/page-shell";
import { SocialPostBody } from "@/components/sections/collateral/social-post-body";
import { referralLinkedinPost } from "@/content/collateral/social/referral-linkedin-post";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/referral-linkedin-post";

export const metadata = pageMetadata(path);

export default function ReferralLinkedinPostPage() {
  return (
    <PageShell path={path}>
      <SocialPostBody page={referralLinkedinPost} />
    </PageShell>
  );
}
