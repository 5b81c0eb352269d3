import { PageShell } from "@/components/layout/page-shell";
import { AdConceptOverview } from "@/components/sections/collateral/ad-concept-overview";
import { AdCopy } from "@/components/sections/collateral/ad-copy";
import { FactCheck } from "@/components/sections/collateral/fact-check";
import { SceneList } from "@/components/sections/collateral/scene-list";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import {
  handsomeSalesman,
  handsomeSalesmanCopy,
  handsomeSalesmanTips,
} from "@/content/collateral/handsome-dejavoo-salesman";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/handsome-dejavoo-salesman";

export const metadata = pageMetadata(path);

export default function HandsomeDejavooSalesmanPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={handsomeSalesmanCopy} />
      <AdConceptOverview concept={handsomeSalesman} />
      <SceneList scenes={handsomeSalesman.scenes} />
      <AdCopy copy={handsomeSalesman.copy} />
      <FactCheck items={handsomeSalesman.factCheck} />
      <UsageTips title="Notes for the shoot" tips={handsomeSalesmanTips} />
      <CtaBand cta={handsomeSalesmanCopy.cta} />
    </PageShell>
  );
}
