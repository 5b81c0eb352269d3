import { Link } from "@/components/ui/link.client";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const variants = {
  primary: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  secondary: "bg-white text-brand-800 ring-1 ring-inset ring-brand-100 hover:bg-brand-50",
  inverse: "bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20",
  dark: "bg-brand-800 text-white hover:bg-brand-900",
} as const;

const sizes = { md: "px-5 py-3 text-base", sm: "px-4 py-2 text-sm" } as const;

type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** A link styled as a button: every call to action on the site. */
export function ButtonLink({
  variant = "primary",
  size = "md",
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
