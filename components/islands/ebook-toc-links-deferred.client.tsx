"use client";

import type { EbookTocLinks } from "./ebook-toc-links.client";
import { deferredIsland } from "./deferred-island";

/**
 * The ebook's contents links, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredEbookTocLinks = deferredIsland<Parameters<typeof EbookTocLinks>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./ebook-toc-links.client") as typeof import("./ebook-toc-links.client"))
        .EbookTocLinks
    : null,
  () => import("./ebook-toc-links.client").then((island) => island.EbookTocLinks),
);
