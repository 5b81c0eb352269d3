import type { AdConcept } from "@/content/collateral/types";
import { Container } from "@/components/ui/container";

/** Every claim the creative makes and the rule that makes it true. */
export function FactCheck({ items }: { items: AdConcept["factCheck"] }) {
  return (
    <section aria-labelledby="fact-check-title" className="py-12">
      <Container>
        <h2 id="fact-check-title" className="text-2xl font-bold text-brand-900">
          Fact check: why every claim holds up
        </h2>
        <dl className="mt-6 divide-y divide-line rounded-2xl border border-line">
          {items.map((item) => (
            <div key={item.claim} className="grid gap-1 p-4 sm:grid-cols-[1fr_1.5fr] sm:gap-6">
              <dt className="font-semibold text-ink">{item.claim}</dt>
              <dd className="text-muted">{item.why}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
