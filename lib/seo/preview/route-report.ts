import { serpLimits } from "../serp-limits";
import { snippetProblems, type Problem, type Snippet } from "../snippet-checks";
import { cutToWidth, type Cut } from "../text-width";
import type { BuiltPage } from "./built-site";

/** One route of the search preview: its built page, where Google cuts it, what is wrong. */
export type RouteReport = {
  page: BuiltPage;
  keyword: string;
  title: { desktop: Cut; mobile: Cut };
  description: { desktop: Cut; mobile: Cut };
  problems: Problem[];
};

/** The facts the checks judge, from a built page and its route's first keyword. */
export function snippetOf(page: BuiltPage, keyword: string): Snippet {
  const { path, title, description, image } = page;
  return { path, title, description, keyword, image };
}

/**
 * Every route's cuts and problems; `keywords` maps each path to its first keyword. A noindex page
 * never shows in search results, so it is previewed but not checked.
 */
export function routeReports(
  pages: readonly BuiltPage[],
  keywords: ReadonlyMap<string, string>,
): RouteReport[] {
  const problems = snippetProblems(
    pages
      .filter((page) => !page.noindex)
      .map((page) => snippetOf(page, keywords.get(page.path) ?? "")),
  );
  const { title, description } = serpLimits;
  return pages.map((page) => ({
    page,
    keyword: keywords.get(page.path) ?? "",
    title: {
      desktop: cutToWidth(page.title, title.fontPx, title.desktopPx),
      mobile: cutToWidth(page.title, title.fontPx, title.mobilePx),
    },
    description: {
      desktop: cutToWidth(page.description, description.fontPx, description.desktopPx),
      mobile: cutToWidth(page.description, description.fontPx, description.mobilePx),
    },
    problems: problems.filter((problem) => problem.path === page.path),
  }));
}

/** One sentence on the whole site: how many routes to fix, or that all checked routes pass. */
export function verdict(reports: readonly RouteReport[]): string {
  const failing = reports.filter((report) => report.problems.length).length;
  const unchecked = reports.filter((report) => report.page.noindex).length;
  const checked = reports.length - unchecked;
  const note = unchecked ? ` (${unchecked} noindex, shown but not checked)` : "";
  return failing
    ? `${failing} of ${checked} routes to fix${note}.`
    : `All ${checked} routes pass${note}.`;
}
