import { PageShell } from "@/components/layout/page-shell";
import { DeferredStatementForm } from "@/components/islands/statement-form-deferred.client";
import { CtaBand } from "@/components/sections/cta-band";
import { DataPromise } from "@/components/sections/leads/data-promise";
import { FormSection } from "@/components/sections/leads/form-section";
import { NextSteps } from "@/components/sections/leads/next-steps";
import { PageIntro } from "@/components/sections/page-intro";
import { ButtonLink } from "@/components/ui/button-link";
import { FaqSection } from "@/components/sections/pricing/faq-section";
import { TextSection } from "@/components/sections/pricing/text-section";
import {
  statementReviewCopy,
  statementReviewDataPromise,
  statementReviewFaqs,
  statementReviewNextSteps,
  statementReviewLink,
  statementReviewSections,
} from "@/content/pages/statement-review";
import { periodText, retentionPeriods } from "@/lib/retention/periods";
import { statementPaths } from "@/lib/statements/paths";
import type { StatementFormState } from "@/lib/statements/types";

/**
 * The statement review page: what is compared, the form, who sees the file and for how long. The
 * retry route renders it again with the answers of a refused post made without JavaScript.
 */
export function StatementReviewView({ initial }: { initial?: StatementFormState }) {
  const path = statementPaths.page;
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={statementReviewCopy}
        aside={<DataPromise {...statementReviewDataPromise} />}
        actions={<ButtonLink href="#send-statement">{statementReviewLink.label}</ButtonLink>}
      />
      <FormSection
        id="send-statement"
        heading="Send your statement"
        lead="Fields are required unless marked optional."
        aside={<NextSteps heading="What happens next" steps={statementReviewNextSteps} />}
      >
        <DeferredStatementForm
          initial={initial}
          keptFor={periodText(retentionPeriods.statementFile)}
        />
      </FormSection>
      {statementReviewSections.map((section, index) => (
        <TextSection key={section.id} section={section} tinted={index % 2 === 0} />
      ))}
      <FaqSection faqs={statementReviewFaqs} />
      <CtaBand cta={statementReviewCopy.cta} />
    </PageShell>
  );
}
