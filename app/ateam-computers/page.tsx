import { PageShell } from "@/components/layout/page-shell";
import { ComparisonSections } from "@/components/sections/comparison/comparison-sections";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { ateamComputersPage } from "@/content/partners/ateam-computers";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/ateam-computers";

export const metadata = pageMetadata(path);

export default function AteamComputersPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={ateamComputersPage.copy} />
      <ComparisonSections content={ateamComputersPage} />
      <CtaBand cta={ateamComputersPage.copy.cta} />
    </PageShell>
  );
}
