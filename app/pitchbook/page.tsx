import { PageShell } from "@/components/layout/page-shell";
import { PrintButton } from "@/components/islands/print-button.client";
import { PitchbookDeck } from "@/components/sections/collateral/pitchbook-deck";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { pitchbookCopy } from "@/content/collateral/pitchbook";
import { pageMetadata } from "@/lib/seo/metadata";
import { printIcon } from "@/components/ui/island-icons";

const path = "/pitchbook";

export const metadata = pageMetadata(path);

export default function PitchbookPage() {
  return (
    <PageShell path={path}>
      <div data-print="hide">
        <PageIntro
          path={path}
          copy={pitchbookCopy}
          aside={<PrintButton icon={printIcon}>Print or save as PDF</PrintButton>}
        />
      </div>
      <PitchbookDeck />
      <div data-print="hide">
        <CtaBand cta={pitchbookCopy.cta} />
      </div>
    </PageShell>
  );
}
