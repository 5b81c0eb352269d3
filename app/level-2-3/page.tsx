import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { PricingSections } from "@/components/sections/pricing/pricing-sections";
import { levelTwoThreePage } from "@/content/pricing/level-2-3";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/level-2-3";

export const metadata = pageMetadata(path);

export default function LevelTwoThreePage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={levelTwoThreePage.copy}
        aside={<GlanceCard glance={levelTwoThreePage.glance} />}
      />
      <PricingSections content={levelTwoThreePage} />
      <CtaBand cta={levelTwoThreePage.copy.cta} />
    </PageShell>
  );
}
