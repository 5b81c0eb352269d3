import { Container } from "@/components/ui/container";

type Terms = readonly { heading: string; points: readonly string[] }[];

/** The referral programme's terms in three columns: who, what earns the reward, how it is paid. */
export function ReferralTerms({ heading, terms }: { heading: string; terms: Terms }) {
  return (
    <section
      aria-labelledby="referral-terms-title"
      className="border-y border-line bg-surface py-12"
    >
      <Container>
        <h2 id="referral-terms-title" className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {terms.map((group) => (
            <div key={group.heading} className="rounded-2xl bg-white p-6 ring-1 ring-line">
              <h3 className="font-bold text-brand-900">{group.heading}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink">
                {group.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
