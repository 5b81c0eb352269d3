"use client";

import type { CopyButton } from "./copy-button.client";
import { deferredIsland } from "./deferred-island";

/**
 * A copy button for server components, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredCopyButton = deferredIsland<Parameters<typeof CopyButton>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./copy-button.client") as typeof import("./copy-button.client")).CopyButton
    : null,
  () => import("./copy-button.client").then((island) => island.CopyButton),
);
