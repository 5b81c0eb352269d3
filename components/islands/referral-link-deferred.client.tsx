"use client";

import type { ReferralLinkBuilder } from "./referral-link.client";
import { deferredIsland } from "./deferred-island";

/**
 * The referral link builder on /friends, deferred (deferred-island.tsx): rendered in full by the
 * server; its code loads only when it nears the screen or the visitor reaches into it.
 */
export const DeferredReferralLinkBuilder = deferredIsland<
  Parameters<typeof ReferralLinkBuilder>[0]
>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./referral-link.client") as typeof import("./referral-link.client"))
        .ReferralLinkBuilder
    : null,
  () => import("./referral-link.client").then((island) => island.ReferralLinkBuilder),
);
