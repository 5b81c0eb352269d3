import { PageShell } from "@/components/layout/page-shell";
import { ComparisonSections } from "@/components/sections/comparison/comparison-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { versusPage } from "@/content/comparisons/versus";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/versus";

export const metadata = pageMetadata(path);

export default function VersusPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={versusPage.copy}
        aside={versusPage.glance && <GlanceCard glance={versusPage.glance} />}
      />
      <ComparisonSections content={versusPage} />
      <CtaBand cta={versusPage.copy.cta} />
    </PageShell>
  );
}
