import { PageShell } from "@/components/layout/page-shell";
import { PrintButton } from "@/components/islands/print-button.client";
import { FlyerSheet } from "@/components/sections/collateral/flyer-sheet";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { flyerCopy, flyerTips } from "@/content/collateral/flyer";
import { pageMetadata } from "@/lib/seo/metadata";
import { printIcon } from "@/components/ui/island-icons";

const path = "/flyer";

export const metadata = pageMetadata(path);

export default function FlyerPage() {
  return (
    <PageShell path={path}>
      <div data-print="hide">
        <PageIntro
          path={path}
          copy={flyerCopy}
          aside={<PrintButton icon={printIcon}>Print the flyer</PrintButton>}
        />
      </div>
      <FlyerSheet />
      <UsageTips title="Printing and placing the flyer" tips={flyerTips} />
      <div data-print="hide">
        <CtaBand cta={flyerCopy.cta} />
      </div>
    </PageShell>
  );
}
