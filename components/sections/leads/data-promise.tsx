import { ShieldCheck } from "@/components/ui/icons";

/** The list of sensitive details a form never asks for, and where they are collected instead. */
export function DataPromise({
  heading,
  items,
  body,
}: {
  heading: string;
  items: readonly string[];
  body: string;
}) {
  return (
    <div className="rounded-2xl border border-accent-600/30 bg-emerald-50 p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <ShieldCheck className="size-5 text-accent-700" aria-hidden="true" />
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm leading-relaxed text-muted">{body}</p>
    </div>
  );
}
