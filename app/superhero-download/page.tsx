import { PageShell } from "@/components/layout/page-shell";
import { SuperheroOnePager } from "@/components/sections/collateral/superhero-one-pager";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { superheroCopy, superheroTips } from "@/content/collateral/superhero-download";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/superhero-download";

export const metadata = pageMetadata(path);

export default function SuperheroDownloadPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={superheroCopy} />
      <SuperheroOnePager />
      <UsageTips title="Using the one-pager" tips={superheroTips} />
      <CtaBand cta={superheroCopy.cta} />
    </PageShell>
  );
}
