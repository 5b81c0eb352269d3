import { PageShell } from "@/components/layout/page-shell";
import { AdConceptOverview } from "@/components/sections/collateral/ad-concept-overview";
import { AdCopy } from "@/components/sections/collateral/ad-copy";
import { FactCheck } from "@/components/sections/collateral/fact-check";
import { SceneList } from "@/components/sections/collateral/scene-list";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import {
  cheesySalesman,
  cheesySalesmanCopy,
  cheesySalesmanTips,
} from "@/content/collateral/cheesy-salesman";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/cheesy-salesman";

export const metadata = pageMetadata(path);

export default function CheesySalesmanPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={cheesySalesmanCopy} />
      <AdConceptOverview concept={cheesySalesman} />
      <SceneList scenes={cheesySalesman.scenes} />
      <AdCopy copy={cheesySalesman.copy} />
      <FactCheck items={cheesySalesman.factCheck} />
      <UsageTips title="Notes for the shoot" tips={cheesySalesmanTips} />
      <CtaBand cta={cheesySalesmanCopy.cta} />
    </PageShell>
  );
}
