import { Link } from "@/components/ui/link.client";
import {
  Check,
  CircleDollarSign,
  Globe,
  MapPin,
  Store,
  type LucideIcon,
} from "@/components/ui/icons";
import { homeSections } from "@/content/pages/home";
import { serviceCards, type ServiceIcon } from "@/content/service-cards";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "./section-heading";

const icons: Record<ServiceIcon, LucideIcon> = {
  store: Store,
  globe: Globe,
  zero: CircleDollarSign,
  "map-pin": MapPin,
};

/** The four service cards, each opening its page. */
export function ServiceCards() {
  const copy = homeSections.services;
  return (
    <section aria-labelledby="services-title" className="py-16">
      <Container>
        <SectionHeading id="services-title" heading={copy.heading} intro={copy.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {serviceCards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li
                key={card.href}
                className="relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-800 text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                    {card.badge}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-bold text-brand-900">
                  <Link
                    href={card.href}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
                  >
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-muted">{card.description}</p>
                <ul className="mt-4 space-y-2 text-sm text-ink">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check
                        className="mt-0.5 size-4 shrink-0 text-accent-700"
                        aria-hidden="true"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
