import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import { getRoute } from "@/content/routes";
import { Section } from "./section";

/** Links to related pages, labelled and described from the route registry. */
export function RelatedLinks({ heading, paths }: { heading: string; paths: readonly string[] }) {
  return (
    <Section id="related" heading={heading}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {paths.map((path) => {
          const entry = getRoute(path);
          return (
            <li key={path}>
              <Link
                href={path}
                className="group flex h-full flex-col rounded-xl border border-line p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="flex items-center gap-2 font-semibold text-brand-800">
                  {entry.label}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-2 text-sm leading-relaxed text-muted">{entry.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
