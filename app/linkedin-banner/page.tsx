import { PageShell } from "@/components/layout/page-shell";
import { LinkedinBannerBody } from "@/components/sections/collateral/linkedin-banner-body";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/linkedin-banner";

export const metadata = pageMetadata(path);

export default function LinkedinBannerPage() {
  return (
    <PageShell path={path}>
      <LinkedinBannerBody />
    </PageShell>
  );
}
