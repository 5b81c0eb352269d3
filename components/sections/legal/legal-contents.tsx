import { Container } from "@/components/ui/container";
import { legalDocuments, legalUpdated } from "@/content/legal";
import { formatIsoDate } from "@/lib/text";

/** The date of the current version and a table of contents for both documents. */
export function LegalContents() {
  return (
    <Container className="py-10">
      <nav
        aria-labelledby="legal-contents-title"
        className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="legal-contents-title" className="text-xl font-bold text-brand-900">
          On this page
        </h2>
        <p className="mt-2 text-sm text-muted">
          Last updated <time dateTime={legalUpdated}>{formatIsoDate(legalUpdated)}</time>.
        </p>
        <div className="mt-5 grid gap-8 md:grid-cols-2">
          {legalDocuments.map((document) => (
            <div key={document.id}>
              <a
                href={`#${document.id}`}
                className="rounded font-semibold text-brand-700 underline underline-offset-4"
              >
                {document.title}
              </a>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-muted">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="rounded hover:text-brand-800 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </nav>
    </Container>
  );
}
