"use client";

import type { ComponentProps } from "react";
import type { ApplicationForm } from "./application-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The pre-application form for pages (deferred-island.tsx): rendered in full by the server, its code loads in the
 * browser only when it nears the screen or the visitor reaches into it.
 */
export const DeferredApplicationForm = deferredIsland<ComponentProps<typeof ApplicationForm>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./application-form.client") as typeof import("./application-form.client"))
        .ApplicationForm
    : null,
  () => import("./application-form.client").then((island) => island.ApplicationForm),
);
