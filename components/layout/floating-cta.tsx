import Link from "next/link";
import { Phone } from "lucide-react";
import { applyPath } from "@/content/navigation";
import { site } from "@/content/site";

/**
 * The floating call to action, bottom left so it never sits on the chat launcher (bottom right).
 * Small screens get a compact pill; the layout pads the page bottom so it covers no content.
 */
export function FloatingCta() {
  return (
    <aside
      aria-label="Quick contact"
      className="fixed bottom-4 left-4 z-30 flex gap-2"
      data-print="hide"
      data-chrome
    >
      <Link
        href={applyPath}
        className="rounded-full bg-accent-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-accent-700"
      >
        Get a free quote
      </Link>
      <a
        href={`tel:${site.phone.e164}`}
        className="hidden items-center gap-2 rounded-full bg-white px-4 py-3 text-sm font-semibold text-brand-900 shadow-lg ring-1 ring-line sm:inline-flex"
      >
        <Phone className="size-4" aria-hidden="true" />
        {site.phone.display}
      </a>
    </aside>
  );
}
