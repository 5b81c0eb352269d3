"use client";

import type { ReferralForm } from "./referral-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The referral form on /friends, deferred (deferred-island.tsx): rendered in full by the server;
 * its code loads only when the visitor wants it: as it is scrolled near the screen or the visitor
 * reaches into it.
 */
export const DeferredReferralForm = deferredIsland<Parameters<typeof ReferralForm>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./referral-form.client") as typeof import("./referral-form.client")).ReferralForm
    : null,
  () => import("./referral-form.client").then((island) => island.ReferralForm),
  // A form types and posts without its code: it waits for the visitor (when-wanted.ts).
  { untilVisitorActs: true },
);
