import { Link } from "@/components/ui/link.client";
import { fullAddress, site, trustBadges } from "@/content/site";
import { Container } from "@/components/ui/container";
import { footerColumns, menuPaths, resolveLinks } from "@/lib/navigation";
import { Logo } from "./logo";

/** Name, address, phone, hours, key links and legal links, on every page. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100" data-print="hide" data-chrome>
      <Container className="grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Logo tone="light" />
          <address className="mt-4 text-sm leading-relaxed not-italic">
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
            <br />
            <a
              href={`tel:${site.phone.e164}`}
              className="font-semibold text-white underline-offset-2 hover:underline"
            >
              {site.phone.display}
            </a>
            <br />
            {site.hours.display}
          </address>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label="Trust badges">
            {trustBadges.map((badge) => (
              <li key={badge.id} className="rounded-full bg-white/10 px-3 py-1 text-white">
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
        {footerColumns().map((column) => (
          <nav key={column.label} aria-label={`Footer: ${column.label}`}>
            <h2 className="text-sm font-semibold text-white">{column.label}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {resolveLinks(column.paths).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        {/* The bottom padding is the room the floating chrome takes (see --chrome-reserve). */}
        <Container className="flex flex-col gap-2 pt-6 pb-[calc(var(--chrome-reserve)+1.5rem)] text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}, {fullAddress}. Founded {site.foundingYear}.
          </p>
          <ul className="flex gap-4">
            {resolveLinks(menuPaths("legal")).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
