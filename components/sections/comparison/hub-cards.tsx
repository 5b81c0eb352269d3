import { Link } from "@/components/ui/link.client";
import { ArrowRight } from "@/components/ui/icons";
import type { HubCard } from "@/content/comparisons/types";
import { getRoute } from "@/content/routes";
import { Section } from "@/components/sections/pricing/section";

/** The hub's cards: one per comparison, each with its label, summary and headline figure. */
export function HubCards({
  heading,
  intro,
  cards,
}: {
  heading: string;
  intro: string;
  cards: readonly HubCard[];
}) {
  return (
    <Section id="comparisons" heading={heading}>
      <p className="mt-4 max-w-3xl text-muted">{intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.path}>
            <Link
              href={card.path}
              className="group flex h-full flex-col rounded-xl border border-line bg-white p-6 transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="flex items-center gap-2 text-lg font-semibold text-brand-800">
                {getRoute(card.path).label}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{card.summary}</span>
              {card.figure && (
                <span className="mt-4 text-sm font-semibold text-accent-700">{card.figure}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
