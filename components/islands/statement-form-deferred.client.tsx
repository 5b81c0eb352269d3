"use client";

import type { ComponentProps } from "react";
import type { StatementForm } from "./statement-form.client";
import { deferredIsland } from "./deferred-island";

/**
 * The statement review form for pages (deferred-island.tsx): rendered in full by the server, its
 * code loads in the browser only when the visitor wants it: as it is scrolled near the screen or
 * the visitor reaches into it.
 */
export const DeferredStatementForm = deferredIsland<ComponentProps<typeof StatementForm>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: rendered at once
      (require("./statement-form.client") as typeof import("./statement-form.client")).StatementForm
    : null,
  () => import("./statement-form.client").then((island) => island.StatementForm),
  // A form types and posts without its code: it waits for the visitor (when-wanted.ts).
  { untilVisitorActs: true },
);
