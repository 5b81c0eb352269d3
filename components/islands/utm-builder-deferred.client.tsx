"use client";

import type { UtmBuilder } from "./utm-builder.client";
import { deferredIsland } from "./deferred-island";

/**
 * The tracked-link builder, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredUtmBuilder = deferredIsland<Parameters<typeof UtmBuilder>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./utm-builder.client") as typeof import("./utm-builder.client")).UtmBuilder
    : null,
  () => import("./utm-builder.client").then((island) => island.UtmBuilder),
);
