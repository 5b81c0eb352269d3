import { PageShell } from "@/components/layout/page-shell";
import { DmScripts } from "@/components/sections/collateral/dm-scripts";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { dmsCopy } from "@/content/collateral/dms";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/dms";

export const metadata = pageMetadata(path);

export default function DmsPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={dmsCopy} />
      <DmScripts />
      <CtaBand cta={dmsCopy.cta} />
    </PageShell>
  );
}
