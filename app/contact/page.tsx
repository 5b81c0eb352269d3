import { PageShell } from "@/components/layout/page-shell";
import { DeferredContactForm } from "@/components/islands/contact-form-deferred.client";
import { CtaBand } from "@/components/sections/cta-band";
import { ContactDetails } from "@/components/sections/leads/contact-details";
import { FormSection } from "@/components/sections/leads/form-section";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { PageIntro } from "@/components/sections/page-intro";
import { Link } from "@/components/ui/link.client";
import { contactCopy, contactNextSteps } from "@/content/pages/contact";
import { statementReviewLink } from "@/content/pages/statement-review";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/contact";

export const metadata = pageMetadata(path);

export default function ContactPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={contactCopy} aside={<ContactDetails />} />
      <FormSection
        id="message"
        heading="Send us a message"
        lead={
          <>
            Fields are required unless marked optional. To send a statement for review, use the{" "}
            <Link href={statementReviewLink.href} className="font-medium text-brand-700 underline">
              free statement review
            </Link>{" "}
            instead: it takes the file itself.
          </>
        }
        aside={<NextSteps heading="What happens next" steps={contactNextSteps} />}
      >
        <DeferredContactForm />
      </FormSection>
      <CtaBand cta={contactCopy.cta} />
    </PageShell>
  );
}
