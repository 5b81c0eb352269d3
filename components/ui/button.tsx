import type { ComponentProps } from "react";
// clsx rather than cn(): this renders inside islands, where tailwind-merge would add about
// 9 KiB gzip to the page; callers only add classes (layout, spacing), never override them.
import { clsx } from "clsx";

const variants = {
  primary: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  secondary: "bg-white text-brand-800 ring-1 ring-inset ring-brand-100 hover:bg-brand-50",
} as const;

/** A button in the site's call-to-action style; disabled buttons look it. */
export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof variants }) {
  return (
    <button
      type={type}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
