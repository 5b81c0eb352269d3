import type { AdConcept } from "@/content/collateral/types";
import { Container } from "@/components/ui/container";
import { scriptTime } from "@/lib/collateral/timecode";

/** The concept at a glance: logline, format, running time and cast. */
export function AdConceptOverview({ concept }: { concept: AdConcept }) {
  const runtime = concept.scenes.at(-1)?.end ?? 0;
  return (
    <section aria-labelledby="concept-title" className="py-12">
      <Container className="grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="concept-title" className="text-2xl font-bold text-brand-900">
            The concept
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink">{concept.logline}</p>
          <dl className="mt-6 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-ink">Running time</dt>
              <dd className="text-muted">
                {scriptTime(runtime)} in {concept.scenes.length} scenes
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Format</dt>
              <dd className="text-muted">{concept.format}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-brand-900">Cast</h2>
          <ul className="mt-4 space-y-4">
            {concept.cast.map((member) => (
              <li key={member.name} className="rounded-xl border border-line p-4">
                <h3 className="font-semibold text-ink">{member.name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{member.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
