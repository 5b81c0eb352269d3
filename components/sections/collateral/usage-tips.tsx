import type { UsageTip } from "@/content/collateral/types";
import { Container } from "@/components/ui/container";

/** "How to use this" advice for marketers; on screen only, never on the printed asset. */
export function UsageTips({ title, tips }: { title: string; tips: readonly UsageTip[] }) {
  return (
    <section aria-labelledby="usage-tips-title" className="py-12" data-print="hide">
      <Container>
        <h2 id="usage-tips-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          {tips.map((tip) => (
            <div key={tip.title} className="rounded-xl border border-line bg-surface p-5">
              <dt className="font-semibold text-ink">{tip.title}</dt>
              <dd className="mt-2 leading-relaxed text-muted">{tip.body}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
