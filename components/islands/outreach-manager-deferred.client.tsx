"use client";

import type { OutreachManager } from "./outreach-manager.client";
import { deferredIsland } from "./deferred-island";

/**
 * The outreach manager, deferred (deferred-island.tsx): rendered in full by the server, its
 * fields answer without its code and its copy buttons wait, disabled as without JavaScript; its
 * code loads only when the visitor wants it: as it is scrolled near, pointed at or reached into.
 */
export const DeferredOutreachManager = deferredIsland<Parameters<typeof OutreachManager>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./outreach-manager.client") as typeof import("./outreach-manager.client"))
        .OutreachManager
    : null,
  () => import("./outreach-manager.client").then((island) => island.OutreachManager),
  // On the first screen of its page: it waits for the visitor (when-wanted.ts).
  { untilVisitorActs: true },
);
