import { Container } from "@/components/ui/container";
import { dataCredits } from "@/content/legal";

/** Credits for third-party data and software whose licences ask for attribution. */
export function DataCredits() {
  return (
    <section aria-labelledby="data-sources" className="border-t border-line py-12">
      <Container className="max-w-3xl">
        <h2
          id="data-sources"
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-brand-900"
        >
          Data sources and credits
        </h2>
        <dl className="mt-6 space-y-5">
          {dataCredits.map((credit) => (
            <div key={credit.name}>
              <dt className="font-semibold text-ink">{credit.name}</dt>
              <dd className="mt-1 text-muted">
                {credit.use} Source: {credit.source}.
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
