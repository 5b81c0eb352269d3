import type { Chapter } from "@/content/collateral/credit-card-savings";

/** The table of contents: one link per chapter anchor, with the chapter's one-line summary. */
export function EbookToc({ chapters }: { chapters: readonly Chapter[] }) {
  return (
    <nav
      aria-labelledby="ebook-toc-title"
      className="rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 print:static print:border-0 print:bg-white print:p-0"
    >
      <h2 id="ebook-toc-title" className="text-lg font-bold text-brand-900">
        Contents
      </h2>
      <ol className="mt-3 space-y-3 text-sm">
        {chapters.map((chapter, index) => (
          <li key={chapter.id}>
            <a
              href={`#${chapter.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline print:text-ink print:no-underline"
            >
              {index + 1}. {chapter.title}
            </a>
            <p className="mt-0.5 text-muted">{chapter.summary}</p>
          </li>
        ))}
      </ol>
    </nav>
  );
}
