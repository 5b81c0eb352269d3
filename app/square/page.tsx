import { PageShell } from "@/components/layout/page-shell";
import { ComparisonSections } from "@/components/sections/comparison/comparison-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { squarePage } from "@/content/comparisons/square";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/square";

export const metadata = pageMetadata(path);

export default function SquarePage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={squarePage.copy}
        aside={squarePage.glance && <GlanceCard glance={squarePage.glance} />}
      />
      <ComparisonSections content={squarePage} />
      <CtaBand cta={squarePage.copy.cta} />
    </PageShell>
  );
}
