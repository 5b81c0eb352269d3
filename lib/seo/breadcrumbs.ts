import { getRoute, isRoute } from "@/content/routes";

export type Crumb = { label: string; href?: string };

/** The spec's rule for a segment without a known label: capitalised, dashes turned into spaces. */
export function labelFromSegment(segment: string): string {
  const words = segment.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Home followed by one crumb per path segment. The last crumb has no link, and a segment that
 * is not itself a page is text rather than a link to a 404.
 */
export function breadcrumbTrail(path: string): Crumb[] {
  if (path === "/") return [];
  const segments = path.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: getRoute("/").crumb ?? "Home", href: "/" }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const known = isRoute(href) ? getRoute(href) : undefined;
    crumbs.push({
      label: known?.crumb ?? labelFromSegment(segment),
      href: !isLast && known ? href : undefined,
    });
  });
  return crumbs;
}
