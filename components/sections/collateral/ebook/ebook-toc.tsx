import type { Chapter } from "@/content/collateral/credit-card-savings";
import { DeferredEbookTocLinks } from "@/components/islands/ebook-toc-links-deferred.client";

/**
 * The table of contents: one link per chapter anchor. Beside the text on wide screens it is
 * sticky, and never taller than the window less the header and the floating chrome's room.
 */
export function EbookToc({ chapters }: { chapters: readonly Chapter[] }) {
  const entries = chapters.map(({ id, title, summary }) => ({ id, title, summary }));
  return (
    <nav
      aria-labelledby="ebook-toc-title"
      className="rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-6rem-var(--chrome-reserve))] lg:overflow-y-auto print:static print:max-h-none print:border-0 print:bg-white print:p-0"
    >
      <h2 id="ebook-toc-title" className="text-lg font-bold text-brand-900">
        Contents
      </h2>
      <DeferredEbookTocLinks entries={entries} />
    </nav>
  );
}
