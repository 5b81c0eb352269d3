import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** A full-width page section with an <h2>, optionally on the tinted surface. */
export function Band({
  id,
  title,
  tinted,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? "border-t border-line bg-surface py-12" : "border-t border-line py-12"}
    >
      <Container>
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </Container>
    </section>
  );
}
