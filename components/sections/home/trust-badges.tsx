import { BadgeCheck, Lock, ShieldCheck, Star, type LucideIcon } from "@/components/ui/icons";
import { trustBadges } from "@/content/site";
import { Container } from "@/components/ui/container";

const icons: Record<(typeof trustBadges)[number]["id"], LucideIcon> = {
  pci: ShieldCheck,
  encryption: Lock,
  bbb: BadgeCheck,
  rating: Star,
};

/** The four trust badges, right under the hero. */
export function TrustBadges() {
  return (
    <section aria-labelledby="trust-title" className="border-b border-line bg-white">
      <Container className="py-8">
        <h2 id="trust-title" className="sr-only">
          Security and reputation
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trustBadges.map((badge) => {
            const Icon = icons[badge.id];
            return (
              <li key={badge.id} className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-brand-900">{badge.label}</span>
                  <span className="block text-sm text-muted">{badge.detail}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
