import { allComparisons, allIndustries, allPricings } from "content-collections";
import type { ComparisonPageContent } from "@/content/comparisons/types";
import { pageFigures } from "@/content/figures";
import type { IndustryContent } from "@/content/industries/types";
import type { PricingPageContent } from "@/content/pricing/types";
import type { RouteEntry } from "@/content/routes/schema";
import { withFigures } from "./figures";

type Page<Kind extends string, Content> = {
  kind: Kind;
  path: string;
  entry: RouteEntry;
  content: Content;
};

export type ContentPage =
  | Page<"industry", IndustryContent>
  | Page<"pricing", PricingPageContent>
  | Page<"comparison", ComparisonPageContent>;

/** A page as the content layer read it, with its `{{figures}}` filled in from the pricing code. */
function filled<Kind extends string, Content>(
  page: Omit<Page<Kind, unknown>, "content"> & { content: unknown },
): Page<Kind, Content> {
  const figures = pageFigures[page.path] ?? {};
  return { ...page, content: withFigures(page.content, figures, page.path) as Content };
}

/**
 * Every page a marketer writes as a file (content/{industries,pricing,comparisons}/*.md), read
 * through the content layer (content-collections.ts): its registry entry and what it says.
 */
export const contentPages: readonly ContentPage[] = [
  ...allIndustries,
  ...allPricings.map((page) => filled<"pricing", PricingPageContent>(page)),
  ...allComparisons.map((page) => filled<"comparison", ComparisonPageContent>(page)),
].sort((a, b) => a.path.localeCompare(b.path));

/** The registry entries of the page files, for content/routes. */
export const contentRoutes = contentPages.map((page) => page.entry);

/** The page file at a path; throws naming the path when there is none. */
export function contentPage(path: string): ContentPage {
  const page = contentPages.find((candidate) => candidate.path === path);
  if (!page)
    throw new Error(`No page file for "${path}" in content/: add one with npm run new:page.`);
  return page;
}
