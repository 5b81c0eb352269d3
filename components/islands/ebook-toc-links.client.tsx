"use client";

import { useCurrentSection } from "./use-current-section";

type TocEntry = { id: string; title: string; summary: string };

/**
 * The contents' links, with the chapter being read marked `aria-current="location"` and
 * highlighted. Summaries show on phones and in print; beside the text on wide screens the
 * chapters carry their own, and the shorter list fits a short window.
 */
export function EbookTocLinks({ entries }: { entries: readonly TocEntry[] }) {
  const current = useCurrentSection(entries.map((entry) => entry.id));
  return (
    <ol className="mt-3 space-y-3 text-sm lg:space-y-1">
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === current ? "location" : undefined}
            className="-mr-2 -ml-3 block rounded-md border-l-4 border-transparent px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline aria-[current=location]:border-brand-700 aria-[current=location]:bg-brand-50 aria-[current=location]:text-brand-900 print:text-ink print:no-underline"
          >
            {index + 1}. {entry.title}
          </a>
          <p className="mt-0.5 text-muted lg:hidden print:block">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}
