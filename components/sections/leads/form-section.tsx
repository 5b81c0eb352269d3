import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** A page's form with its heading and, beside it on wide screens, what happens next. */
export function FormSection({
  id,
  heading,
  lead,
  aside,
  children,
}: {
  id: string;
  heading: string;
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 py-12">
      <Container className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
            {heading}
          </h2>
          {lead && <p className="mt-2 text-muted">{lead}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {aside && <div className="space-y-6">{aside}</div>}
      </Container>
    </section>
  );
}
