import { PageShell } from "@/components/layout/page-shell";
import { HowToApply } from "@/components/sections/careers/how-to-apply";
import { JobOpenings } from "@/components/sections/careers/job-openings";
import { WorkPractices } from "@/components/sections/careers/work-practices";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { careersCopy } from "@/content/pages/careers";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/careers";

export const metadata = pageMetadata(path);

export default function CareersPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={careersCopy} />
      <WorkPractices />
      <JobOpenings />
      <HowToApply />
      <CtaBand cta={careersCopy.cta} />
    </PageShell>
  );
}
