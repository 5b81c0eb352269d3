"use client";

import type { ComponentProps, ReactNode } from "react";

// `className` is appended, not merged: callers add spacing, and neither cn() nor clsx is worth
// its bytes in every page's first load.
const base =
  "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900";

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
      className={className ? `${base} ${className}` : base}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
