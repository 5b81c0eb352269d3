import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { PricingSections } from "@/components/sections/pricing/pricing-sections";
import { achPage } from "@/content/pricing/ach";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/ach";

export const metadata = pageMetadata(path);

export default function AchPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={achPage.copy} aside={<GlanceCard glance={achPage.glance} />} />
      <PricingSections content={achPage} />
      <CtaBand cta={achPage.copy.cta} />
    </PageShell>
  );
}
