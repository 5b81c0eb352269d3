import type { ReactNode } from "react";
import { getRoute } from "@/content/routes";
import type { PageCopy } from "@/content/pages/types";
import { Container } from "@/components/ui/container";
import { FirstPaintMarker } from "@/components/sections/first-paint-marker";

/** The page's one <h1> (from the registry, so it matches the metadata) and its introduction. */
export function PageIntro({
  path,
  copy,
  aside,
  actions,
}: {
  path: string;
  copy: PageCopy;
  aside?: ReactNode;
  /** Links under the introduction, such as a jump to the page's form. */
  actions?: ReactNode;
}) {
  const entry = getRoute(path);
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-line bg-gradient-to-b from-brand-50 to-white"
    >
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.6fr_1fr] lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {entry.heading}
          </h1>
          <div className="prose-copy mt-6 max-w-3xl text-lg">
            {copy.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
          <FirstPaintMarker />
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="lg:pt-10">{aside}</div>}
      </Container>
    </section>
  );
}
