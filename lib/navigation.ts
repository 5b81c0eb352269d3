import { getRoute, routes } from "@/content/routes";
import { applyPath, contactPath, menus, type MenuId } from "@/content/navigation";
import { site } from "@/content/site";

export type NavLink = { href: string; label: string };
export type NavGroup = { label: string; links: NavLink[] };

/** Turns registry paths into labelled links; a path missing from the registry throws. */
export function resolveLinks(paths: readonly string[]): NavLink[] {
  return paths.map((path) => ({ href: path, label: getRoute(path).label }));
}

/** The paths a menu lists: every route whose entry names the menu, by its order there. */
export function menuPaths(menu: MenuId): string[] {
  return routes
    .flatMap((entry) =>
      (entry.menus ?? [])
        .filter((place) => place.menu === menu)
        .map((place) => ({ path: entry.path, order: place.order })),
    )
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
    .map((item) => item.path);
}

const headerMenuIds = (Object.keys(menus) as MenuId[]).filter((id) => menus[id].place === "header");

/** The header's dropdowns, in the spec's order, with the paths each lists. */
export function headerMenus(): { id: MenuId; label: string; paths: string[] }[] {
  return headerMenuIds.map((id) => ({ id, label: menus[id].label, paths: menuPaths(id) }));
}

/** The footer's columns, with the paths each lists. */
export function footerColumns(): { label: string; paths: string[] }[] {
  return (Object.keys(menus) as MenuId[])
    .filter((id) => menus[id].place === "footer")
    .map((id) => ({ label: menus[id].label, paths: menuPaths(id) }));
}

/** The header's dropdown groups, as the desktop menus show them. */
export function desktopMenus(): NavGroup[] {
  return headerMenus().map((menu) => ({ label: menu.label, links: resolveLinks(menu.paths) }));
}

/** The drawer's groups: the desktop links plus the drawer-only extras of spec section 2. */
export function drawerMenus(): NavGroup[] {
  return headerMenus().map((menu) => ({
    label: menu.label,
    links: resolveLinks([...menu.paths, ...(menu.id === "about" ? menuPaths("about-drawer") : [])]),
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
