import { PageShell } from "@/components/layout/page-shell";
import { OutreachManagerSection } from "@/components/sections/collateral/outreach-manager-section";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { outreachCopy, outreachTips } from "@/content/collateral/outreach";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/outreach-manager";

export const metadata = pageMetadata(path);

export default function OutreachManagerPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={outreachCopy} />
      <OutreachManagerSection />
      <UsageTips title="Before you send" tips={outreachTips} />
      <CtaBand cta={outreachCopy.cta} />
    </PageShell>
  );
}
