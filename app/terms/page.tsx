import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { DataCredits } from "@/components/sections/legal/data-credits";
import { LegalContents } from "@/components/sections/legal/legal-contents";
import { LegalDocumentBlock } from "@/components/sections/legal/legal-document-block";
import { PageIntro } from "@/components/sections/page-intro";
import { legalDocuments } from "@/content/legal";
import { termsCopy } from "@/content/pages/terms";
import { pageMetadata } from "@/lib/seo/metadata";
import { PrivacySignalNotice } from "@/components/sections/legal/privacy-signal-notice";

const path = "/terms";

export const metadata = pageMetadata(path);

export default function TermsPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={termsCopy} />
      <LegalContents />
      {legalDocuments.map((document) => (
        <LegalDocumentBlock
          key={document.id}
          document={document}
          after={{ "privacy-pixel": <PrivacySignalNotice /> }}
        />
      ))}
      <DataCredits />
      <CtaBand cta={termsCopy.cta} />
    </PageShell>
  );
}
