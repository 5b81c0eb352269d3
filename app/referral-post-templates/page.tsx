import { PageShell } from "@/components/layout/page-shell";
import { ReferralTemplatesBody } from "@/components/sections/collateral/referral-templates-body";
import { referralPostTemplates } from "@/content/collateral/social/referral-post-templates";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/referral-post-templates";

export const metadata = pageMetadata(path);

export default function ReferralPostTemplatesPage() {
  return (
    <PageShell path={path}>
      <ReferralTemplatesBody page={referralPostTemplates} />
    </PageShell>
  );
}
