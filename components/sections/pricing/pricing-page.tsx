import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import type { PricingPageContent } from "@/content/pricing/types";
import { GlanceCard } from "./glance-card";
import { PricingSections } from "./pricing-sections";

/** Any pricing-model page, from its content file: introduction, sections, rules, questions. */
export function PricingPage({ path, content }: { path: string; content: PricingPageContent }) {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={content.copy} aside={<GlanceCard glance={content.glance} />} />
      <PricingSections content={content} />
      <CtaBand cta={content.copy.cta} />
    </PageShell>
  );
}
