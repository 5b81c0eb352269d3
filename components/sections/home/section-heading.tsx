import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type SectionHeadingProps = ComponentProps<"div"> & {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: "light" | "dark";
};

/** The eyebrow, <h2> and lead paragraph that open each home page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "light",
  className,
  ...props
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", className)} {...props}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-brand-100" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-bold tracking-tight text-balance",
          dark ? "text-white" : "text-brand-900",
        )}
      >
        {heading}
      </h2>
      {intro && (
        <p className={cn("mt-4 text-lg", dark ? "text-brand-100" : "text-muted")}>{intro}</p>
      )}
    </div>
  );
}
