import { Link } from "@/components/ui/link.client";
import { Phone } from "@/components/ui/icons";
import { applyPath } from "@/content/navigation";
import { site } from "@/content/site";

/**
 * The floating call to action. Small screens get an opaque bottom bar (4rem) whose right end
 * holds the chat launcher; wider screens get two pills bottom left, away from the launcher bottom
 * right. The footer ends with room for them (--chrome-reserve in globals.css), so at the bottom of
 * every page nothing is hidden behind them.
 */
export function FloatingCta() {
  return (
    <aside
      aria-label="Quick contact"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 items-center gap-2 border-t border-line bg-white pr-20 pl-4 sm:inset-x-auto sm:bottom-4 sm:left-4 sm:h-auto sm:border-0 sm:bg-transparent sm:p-0"
      data-print="hide"
      data-chrome
    >
      <Link
        href={applyPath}
        className="rounded-full bg-accent-600 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-accent-700 sm:py-3"
      >
        Get a free quote
      </Link>
      <a
        href={`tel:${site.phone.e164}`}
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 shadow-lg ring-1 ring-line sm:py-3"
      >
        <Phone className="size-4" aria-hidden="true" />
        <span className="sm:hidden">Call us</span>
        <span className="hidden sm:inline">{site.phone.display}</span>
      </a>
    </aside>
  );
}
