import { Download } from "lucide-react";
import { ebookMeta } from "@/content/collateral/credit-card-savings";
import { PrintButton } from "@/components/islands/print-button.client";
import { Container } from "@/components/ui/container";

/** Where the PDF edition lives, next to the page. */
export const ebookPdfHref = `/ebook/credit-card-savings/${ebookMeta.pdfFileName}`;

/** The PDF download and the print button; no email is needed for either. */
export function EbookDownload() {
  return (
    <section
      id="ebook-download"
      aria-labelledby="ebook-download-title"
      className="scroll-mt-20 py-12"
      data-print="hide"
    >
      <Container>
        <div className="rounded-2xl border border-line bg-surface p-6 sm:p-10">
          <h2 id="ebook-download-title" className="text-2xl font-bold text-brand-900">
            Take the guide with you
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-muted">
            The PDF edition has the same eight chapters, a contents page and page numbers, sized for
            US Letter paper. Download it, share it with your bookkeeper or print the page you are
            on: none of it asks for your email.
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
            <PrintButton>Print this page</PrintButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
