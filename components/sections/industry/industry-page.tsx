import type { IndustryContent } from "@/content/industries/types";
import { PageShell } from "@/components/layout/page-shell";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { IndustryCompliance } from "./industry-compliance";
import { IndustryFaq } from "./industry-faq";
import { IndustryFeatures } from "./industry-features";
import { IndustryHighlights } from "./industry-highlights";
import { IndustryProblems } from "./industry-problems";
import { IndustryRelated } from "./industry-related";

/**
 * Any industry page, from its content file: problems, the features that answer them, the rules
 * that apply, the savings calculator with the industry's preset, the questions merchants ask and
 * the call to action, in reading order.
 */
export function IndustryPage({ path, content }: { path: string; content: IndustryContent }) {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={content.copy}
        aside={<IndustryHighlights items={content.highlights} />}
      />
      <IndustryProblems section={content.problems} />
      <IndustryFeatures section={content.features} />
      <IndustryCompliance section={content.compliance} />
      <CalculatorSection preset={content.calculator} />
      <IndustryFaq heading={content.faq.heading} items={content.faq.items} />
      <IndustryRelated paths={content.related} />
      <CtaBand cta={content.copy.cta} />
    </PageShell>
  );
}
