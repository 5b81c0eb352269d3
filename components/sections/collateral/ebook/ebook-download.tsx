import { Download } from "@/components/ui/icons";
import { DeferredEbookDownloadForm } from "@/components/islands/ebook-download-form-deferred.client";
import { PrintButton } from "@/components/islands/print-button.client";
import { Container } from "@/components/ui/container";
import { ebookMeta } from "@/content/collateral/credit-card-savings";
import { printIcon } from "@/components/ui/island-icons";

/** Where the PDF edition lives, next to the page. */
export const ebookPdfHref = `/ebook/credit-card-savings/${ebookMeta.pdfFileName}`;

const cardClass = "rounded-2xl border border-line bg-surface p-6 sm:p-8";

/** The free PDF download and print button, and beside them the optional email gate. */
export function EbookDownload() {
  return (
    <section
      id="ebook-download"
      aria-labelledby="ebook-download-title"
      className="scroll-mt-20 py-12"
      data-print="hide"
    >
      <Container>
        <h2 id="ebook-download-title" className="text-2xl font-bold text-brand-900">
          Take the guide with you
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          The PDF edition has the same eight chapters, a contents page and page numbers, sized for
          US Letter paper. Download it, share it with your bookkeeper or print the page you are on.
        </p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
          <div className={cardClass}>
            <h3 className="text-xl font-bold text-brand-900">Download it now, no email needed</h3>
            <p className="mt-3 leading-relaxed text-muted">
              The file is yours to keep and pass on. We do not ask who you are and nothing is saved
              when you download it.
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <a
                href={ebookPdfHref}
                download={ebookMeta.pdfFileName}
                className="inline-flex items-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700"
              >
                <Download className="size-5" aria-hidden="true" />
                Download the PDF
              </a>
              <PrintButton icon={printIcon}>Print this page</PrintButton>
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="text-xl font-bold text-brand-900">Or get it with a specialist’s help</h3>
            <p className="mt-3 mb-6 leading-relaxed text-muted">
              Leave your name and email and the same download appears here at once. A specialist
              then emails you once to offer a free statement review, the check chapter 2 describes,
              done for you. Only what you send with this form is kept.
            </p>
            <DeferredEbookDownloadForm
              asset="credit-card-savings-ebook"
              fileHref={ebookPdfHref}
              fileName={ebookMeta.pdfFileName}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
