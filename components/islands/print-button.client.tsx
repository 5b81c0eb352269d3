"use client";

import type { ComponentProps, ReactNode } from "react";
// clsx, not cn(): tailwind-merge would add about 8.5 KiB gzip to every page with this island.
import { clsx } from "clsx";

/** Opens the browser's print dialog; the page's print stylesheet decides what goes on paper. */
export function PrintButton({
  className,
  children,
  icon,
  ...props
}: ComponentProps<"button"> & { icon: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={clsx(
        "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900",
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
