"use client";

import type { ComponentProps } from "react";
import type { ApplicationForm } from "./application-form.client";
import { hasApplicationDraft } from "./application/draft-key";
import { deferredIsland } from "./deferred-island";

/**
 * The pre-application form for pages (deferred-island.tsx): rendered in full by the server, its
 * code loads in the browser only when the visitor wants it: as it is scrolled near the screen or
 * the visitor reaches into it.
 */
export const DeferredApplicationForm = deferredIsland<ComponentProps<typeof ApplicationForm>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./application-form.client") as typeof import("./application-form.client"))
        .ApplicationForm
    : null,
  () => import("./application-form.client").then((island) => island.ApplicationForm),
  // A form types and posts without its code: it waits for the visitor (when-wanted.ts), unless
  // they are coming back to a draft, which only its code can show.
  { untilVisitorActs: true, resumed: hasApplicationDraft },
);
