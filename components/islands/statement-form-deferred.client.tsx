"use client";

import type { ComponentProps } from "react";
import type { StatementForm } from "./statement-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The statement review form for pages (deferred-island.tsx): rendered in full by the server, its code loads in the
 * browser when it nears the screen, the visitor reaches into it, or the browser is idle after load.
 */
export const DeferredStatementForm = deferredIsland<ComponentProps<typeof StatementForm>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./statement-form.client") as typeof import("./statement-form.client")).StatementForm
    : null,
  () => import("./statement-form.client").then((island) => island.StatementForm),
  // Loaded when the browser is idle after load too: a visitor may type the moment it loads.
  { idle: true },
);
