import { getRoute } from "@/content/routes";
import { applyPath, contactPath, headerMenus } from "@/content/navigation";
import { site } from "@/content/site";

export type NavLink = { href: string; label: string };
export type NavGroup = { label: string; links: NavLink[] };

/** Turns registry paths into labelled links; a path missing from the registry throws. */
export function resolveLinks(paths: readonly string[]): NavLink[] {
  return paths.map((path) => ({ href: path, label: getRoute(path).label }));
}

/** The header's dropdown groups, as the desktop menus show them. */
export function desktopMenus(): NavGroup[] {
  return headerMenus.map((menu) => ({ label: menu.label, links: resolveLinks(menu.paths) }));
}

/** The drawer's groups: the desktop links plus the drawer-only extras of spec section 2. */
export function drawerMenus(): NavGroup[] {
  return headerMenus.map((menu) => ({
    label: menu.label,
    links: resolveLinks([...menu.paths, ...("drawerExtras" in menu ? menu.drawerExtras : [])]),
  }));
}

/** The header's actions, which the drawer repeats: Contact, Sign In and Get Started. */
export function headerActions(): { contact: NavLink; apply: NavLink; signIn: NavLink } {
  const [contact] = resolveLinks([contactPath]);
  if (!contact) throw new Error("The contact route is missing from the registry.");
  return {
    contact,
    apply: { href: applyPath, label: "Get Started" },
    signIn: { href: site.merchantLoginUrl, label: "Sign In" },
  };
}
