import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import type { ComparisonPageContent } from "@/content/comparisons/types";
import { ComparisonSections } from "./comparison-sections";

/** Any comparison or partner page, from its content file. */
export function ComparisonPage({
  path,
  content,
}: {
  path: string;
  content: ComparisonPageContent;
}) {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={content.copy}
        aside={content.glance && <GlanceCard glance={content.glance} />}
      />
      <ComparisonSections content={content} />
      <CtaBand cta={content.copy.cta} />
    </PageShell>
  );
}
