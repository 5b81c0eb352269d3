import { PageShell } from "@/components/layout/page-shell";
import { DeferredReferralForm } from "@/components/islands/referral-form-deferred.client";
import { CtaBand } from "@/components/sections/cta-band";
import { FormSection } from "@/components/sections/leads/form-section";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { ReferralLinkBox } from "@/components/sections/leads/referral-link-box";
import { ReferralTerms } from "@/components/sections/leads/referral-terms";
import { PageIntro } from "@/components/sections/page-intro";
import { friendsCopy, referralSteps, referralTerms } from "@/content/pages/friends";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/friends";

export const metadata = pageMetadata(path);

export default function FriendsPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={friendsCopy}
        aside={<NextSteps heading="How it works" steps={referralSteps} />}
      />
      <ReferralTerms heading="The terms, in plain English" terms={referralTerms} />
      <FormSection
        id="refer"
        heading="Refer a business"
        lead="Fields are required unless marked optional."
        aside={<ReferralLinkBox />}
      >
        <DeferredReferralForm />
      </FormSection>
      <CtaBand cta={friendsCopy.cta} />
    </PageShell>
  );
}
