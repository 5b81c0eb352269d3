import { PageShell } from "@/components/layout/page-shell";
import { ApproachSteps } from "@/components/sections/about/approach-steps";
import { BackedClaims } from "@/components/sections/about/backed-claims";
import { LocalStory } from "@/components/sections/about/local-story";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { aboutCopy } from "@/content/pages/about";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/about";

export const metadata = pageMetadata(path);

export default function AboutPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={aboutCopy} />
      <ApproachSteps />
      <BackedClaims />
      <LocalStory />
      <CtaBand cta={aboutCopy.cta} />
    </PageShell>
  );
}
