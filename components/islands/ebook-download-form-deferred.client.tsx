"use client";

import type { EbookDownloadForm } from "./ebook-download-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The ebook's email gate, deferred (deferred-island.tsx): rendered in full by the server; its
 * code loads only when the visitor wants it: as it is scrolled near the screen or the visitor
 * reaches into it.
 */
export const DeferredEbookDownloadForm = deferredIsland<Parameters<typeof EbookDownloadForm>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./ebook-download-form.client") as typeof import("./ebook-download-form.client"))
        .EbookDownloadForm
    : null,
  () => import("./ebook-download-form.client").then((island) => island.EbookDownloadForm),
  // A form types and posts without its code: it waits for the visitor (when-wanted.ts).
  { untilVisitorActs: true },
);
