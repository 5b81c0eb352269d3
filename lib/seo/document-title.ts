import { site } from "@/content/site";
import { serpLimits } from "./serp-limits";
import { textWidth } from "./text-width";

/** What follows a route's title in its <title> when there is room. */
export const brandSuffix = ` | ${site.name}`;

/**
 * The <title> a route emits. The brand follows the route's title when the whole still fits
 * Google's desktop width; otherwise, or when the title names the brand already, the title stands
 * alone, since a cut brand only pushes the page's own words out and Google shows the site's name
 * above every result anyway.
 */
export function documentTitle(title: string): string {
  const branded = `${title}${brandSuffix}`;
  const { fontPx, desktopPx } = serpLimits.title;
  if (title.includes(site.name) || textWidth(branded, fontPx) > desktopPx) return title;
  return branded;
}
