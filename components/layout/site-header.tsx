import { Link } from "@/components/ui/link.client";
import { ChevronDown, Menu, X } from "@/components/ui/icons";
import { MenuGroup } from "@/components/islands/menu-group.client";
import { MobileDrawer, MobileDrawerButton } from "@/components/islands/mobile-drawer";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { desktopMenus, drawerMenus, headerActions } from "@/lib/navigation";
import { Logo } from "./logo";

/** The site header: server-rendered menus that work without JavaScript, and the drawer's button. */
export function SiteHeader() {
  const { contact, apply, signIn } = headerActions();

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-white"
      data-print="hide"
      data-chrome
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <MenuGroup>
            <ul className="flex items-center gap-1">
              {desktopMenus().map((menu) => (
                <li key={menu.label} className="relative">
                  <details data-nav-menu className="group">
                    <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-ink hover:text-brand-700">
                      {menu.label}
                      <ChevronDown
                        className="size-4 transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <ul className="absolute top-full left-0 z-50 mt-2 w-64 rounded-xl border border-line bg-white p-2 shadow-xl">
                      {menu.links.map((link) => (
                        <li key={link.href}>
                          <Link
                            href={link.href}
                            className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
              <li>
                <Link
                  href={contact.href}
                  className="rounded-md px-3 py-2 text-sm font-semibold text-ink hover:text-brand-700"
                >
                  {contact.label}
                </Link>
              </li>
            </ul>
          </MenuGroup>
        </nav>
        <div className="flex items-center gap-2">
          <ExternalLink
            href={signIn.href}
            className="hidden rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:text-brand-900 sm:inline-flex"
          >
            {signIn.label}
          </ExternalLink>
          <ButtonLink href={apply.href} size="sm" className="hidden sm:inline-flex">
            {apply.label}
          </ButtonLink>
          <MobileDrawerButton icon={<Menu className="size-5" aria-hidden="true" />} />
        </div>
      </Container>
    </header>
  );
}

/** The mobile drawer the header's Menu button opens; the layout renders it after the page. */
export function SiteDrawer() {
  return (
    <MobileDrawer
      groups={drawerMenus()}
      {...headerActions()}
      closeIcon={<X className="size-5" aria-hidden="true" />}
    />
  );
}
