import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { PricingSections } from "@/components/sections/pricing/pricing-sections";
import { zeroFeePage } from "@/content/pricing/zero-fee";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/zero-fee";

export const metadata = pageMetadata(path);

export default function ZeroFeePage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={zeroFeePage.copy}
        aside={<GlanceCard glance={zeroFeePage.glance} />}
      />
      <PricingSections content={zeroFeePage} />
      <CtaBand cta={zeroFeePage.copy.cta} />
    </PageShell>
  );
}
