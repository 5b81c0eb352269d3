import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { PricingSections } from "@/components/sections/pricing/pricing-sections";
import { interchangePlusPage } from "@/content/pricing/interchange-plus";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/interchange-plus";

export const metadata = pageMetadata(path);

export default function InterchangePlusPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={interchangePlusPage.copy}
        aside={<GlanceCard glance={interchangePlusPage.glance} />}
      />
      <PricingSections content={interchangePlusPage} />
      <CtaBand cta={interchangePlusPage.copy.cta} />
    </PageShell>
  );
}
