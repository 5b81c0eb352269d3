"use client";

import type { ContactForm } from "./contact-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The contact form for pages (deferred-island.tsx): rendered in full by the server, its code
 * (and the walkthrough windows, the referral and its rules) loads in the browser only when the
 * visitor wants it: as it is scrolled near the screen or the visitor reaches into it.
 */
export const DeferredContactForm = deferredIsland<Parameters<typeof ContactForm>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./contact-form.client") as typeof import("./contact-form.client")).ContactForm
    : null,
  () => import("./contact-form.client").then((island) => island.ContactForm),
  // A form types and posts without its code: it waits for the visitor (when-wanted.ts).
  { untilVisitorActs: true },
);
