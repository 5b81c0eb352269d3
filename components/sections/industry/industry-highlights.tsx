import { CircleCheck } from "@/components/ui/icons";
import { applyPath } from "@/content/navigation";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";

/** The "at a glance" card beside an industry page's introduction. */
export function IndustryHighlights({ items }: { items: string[] }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">At a glance</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <ButtonLink href={applyPath} className="mt-6 w-full">
        Get a free quote
      </ButtonLink>
      <p className="mt-3 text-center text-sm text-muted">
        or call{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
      </p>
    </div>
  );
}
