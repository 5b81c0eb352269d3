"use client";

import type { ComponentProps } from "react";
import type { ApplicationForm } from "./application-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The pre-application form for pages (deferred-island.tsx): rendered in full by the server, its code loads in the
 * browser when it nears the screen, the visitor reaches into it, or the browser is idle after load.
 */
export const DeferredApplicationForm = deferredIsland<ComponentProps<typeof ApplicationForm>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./application-form.client") as typeof import("./application-form.client"))
        .ApplicationForm
    : null,
  () => import("./application-form.client").then((island) => island.ApplicationForm),
  // Loaded when the browser is idle after load too: a visitor may type the moment it loads.
  { idle: true },
);
