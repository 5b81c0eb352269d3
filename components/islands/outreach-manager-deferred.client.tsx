"use client";

import type { OutreachManager } from "./outreach-manager.client";
import { deferredIsland } from "./deferred-island";

/**
 * The outreach manager, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredOutreachManager = deferredIsland<Parameters<typeof OutreachManager>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./outreach-manager.client") as typeof import("./outreach-manager.client"))
        .OutreachManager
    : null,
  () => import("./outreach-manager.client").then((island) => island.OutreachManager),
);
