import type { Glance } from "@/content/pricing/types";

/** A short card of key figures beside a page's introduction. */
export function GlanceCard({ glance }: { glance: Glance }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {glance.title}
      </p>
      <dl className="mt-4 divide-y divide-line">
        {glance.items.map((item) => (
          <div key={item.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd className="text-right text-lg font-semibold text-brand-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
