"use client";

import type { PitchbookNav } from "./pitchbook-nav.client";
import { deferredIsland } from "./deferred-island";

/**
 * The pitchbook's keys and counter, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredPitchbookNav = deferredIsland<Parameters<typeof PitchbookNav>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./pitchbook-nav.client") as typeof import("./pitchbook-nav.client")).PitchbookNav
    : null,
  () => import("./pitchbook-nav.client").then((island) => island.PitchbookNav),
);
