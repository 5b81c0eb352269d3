import type { ComponentProps, ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";

type SectionProps = Omit<ComponentProps<"section">, "id"> & {
  id: string;
  heading: ReactNode;
  /** A tinted band, to separate a section from its neighbours. */
  tinted?: boolean;
};

/** A page block with an h2 that names it for assistive technology. */
export function Section({ id, heading, tinted, className, children, ...props }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("py-12", tinted && "bg-surface", className)}
      {...props}
    >
      <Container>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-balance text-brand-900">
          {heading}
        </h2>
        {children}
      </Container>
    </section>
  );
}
