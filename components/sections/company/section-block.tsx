import type { ComponentProps } from "react";
import { Container } from "@/components/ui/container";
import type { SectionHeading } from "@/content/pages/section-heading";
import { cn } from "@/lib/utils";

type SectionBlockProps = Omit<ComponentProps<"section">, "title"> & {
  heading: SectionHeading;
  /** A light background that sets the section apart from its neighbours. */
  tinted?: boolean;
};

/** A page section under the intro: an anchored <h2>, an optional lead paragraph, then its content. */
export function SectionBlock({
  heading,
  tinted,
  className,
  children,
  ...props
}: SectionBlockProps) {
  return (
    <section
      aria-labelledby={heading.id}
      className={cn("py-12 sm:py-14", tinted && "border-y border-line bg-surface", className)}
      {...props}
    >
      <Container>
        <h2
          id={heading.id}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
        >
          {heading.title}
        </h2>
        {heading.lead && <p className="mt-3 max-w-3xl text-lg text-muted">{heading.lead}</p>}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
