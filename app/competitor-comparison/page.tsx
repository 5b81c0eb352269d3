import { PageShell } from "@/components/layout/page-shell";
import { ComparisonSections } from "@/components/sections/comparison/comparison-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { competitorComparisonPage } from "@/content/comparisons/competitor-comparison";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/competitor-comparison";

export const metadata = pageMetadata(path);

export default function CompetitorComparisonPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={competitorComparisonPage.copy}
        aside={
          competitorComparisonPage.glance && <GlanceCard glance={competitorComparisonPage.glance} />
        }
      />
      <ComparisonSections content={competitorComparisonPage} />
      <CtaBand cta={competitorComparisonPage.copy.cta} />
    </PageShell>
  );
}
