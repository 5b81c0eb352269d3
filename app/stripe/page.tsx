import { PageShell } from "@/components/layout/page-shell";
import { ComparisonSections } from "@/components/sections/comparison/comparison-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { stripePage } from "@/content/comparisons/stripe";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/stripe";

export const metadata = pageMetadata(path);

export default function StripePage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={stripePage.copy}
        aside={stripePage.glance && <GlanceCard glance={stripePage.glance} />}
      />
      <ComparisonSections content={stripePage} />
      <CtaBand cta={stripePage.copy.cta} />
    </PageShell>
  );
}
