import { PageShell } from "@/components/layout/page-shell";
import { EbookArticle } from "@/components/sections/collateral/ebook/ebook-article";
import { EbookDownload } from "@/components/sections/collateral/ebook/ebook-download";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { ButtonLink } from "@/components/ui/button-link";
import { ebookCopy } from "@/content/collateral/credit-card-savings";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/ebook/credit-card-savings";

export const metadata = pageMetadata(path);

export default function EbookPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={ebookCopy}
        aside={
          <div data-print="hide">
            <ButtonLink href="#ebook-download">Get the PDF edition</ButtonLink>
          </div>
        }
      />
      <EbookArticle />
      <EbookDownload />
      <div data-print="hide">
        <CtaBand cta={ebookCopy.cta} />
      </div>
    </PageShell>
  );
}
