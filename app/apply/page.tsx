import { PageShell } from "@/components/layout/page-shell";
import { DeferredApplicationForm } from "@/components/islands/application-form-deferred.client";
import { CtaBand } from "@/components/sections/cta-band";
import { DataPromise } from "@/components/sections/leads/data-promise";
import { FormSection } from "@/components/sections/leads/form-section";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { PageIntro } from "@/components/sections/page-intro";
import { applyCopy, applyDataPromise, applyNextSteps } from "@/content/pages/apply";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/apply";

export const metadata = pageMetadata(path);

export default function ApplyPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={applyCopy} aside={<DataPromise {...applyDataPromise} />} />
      <FormSection
        id="pre-application"
        heading="Start your pre-application"
        lead="Four short steps. Fields are required unless marked optional."
        aside={<NextSteps heading="What happens next" steps={applyNextSteps} />}
      >
        <DeferredApplicationForm />
      </FormSection>
      <CtaBand cta={applyCopy.cta} />
    </PageShell>
  );
}
