"use client";

import type { ContactForm } from "./contact-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The contact form for pages (deferred-island.tsx): rendered in full by the server, its code
 * (and the walkthrough windows, the referral and the schema's loader) loads in the browser when the
 * form nears the screen, the visitor reaches into it, or the browser is idle after load.
 */
export const DeferredContactForm = deferredIsland<Parameters<typeof ContactForm>[0]>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./contact-form.client") as typeof import("./contact-form.client")).ContactForm
    : null,
  () => import("./contact-form.client").then((island) => island.ContactForm),
  // Loaded when the browser is idle after load too: a visitor may type the moment it loads.
  { idle: true },
);
