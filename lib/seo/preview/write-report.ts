import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuiltSite, type BuiltPage } from "./built-site";
import { reportHtml } from "./report-html";
import { routeReports, type RouteReport } from "./route-report";

export type ReportOptions = {
  /** The registry's routes: each path and its keywords (the first is the one the title needs). */
  routes: readonly { path: string; keywords: readonly string[] }[];
  siteName: string;
  /** The Next build to read (`.next`). */
  buildDir: string;
  /** Where index.html and images/ are written; emptied first. */
  outDir: string;
  /** Lets a test change what the build says before the checks run. */
  adjustPages?: (pages: BuiltPage[]) => BuiltPage[];
};

/** A file name for a route's social image: "/" is "home", "/a/b" is "a-b". */
function imageName(routePath: string): string {
  return `${routePath === "/" ? "home" : routePath.slice(1).replace(/\//g, "-")}.png`;
}

/**
 * Reads every route from the build, checks it, and writes the search and share preview: one
 * HTML file and the social images beside it. Returns the reports and the file's path.
 */
export function writeReport({ routes, siteName, buildDir, outDir, adjustPages }: ReportOptions) {
  const pages = readBuiltSite(
    buildDir,
    routes.map((route) => route.path),
  );
  const keywords = new Map(routes.map((route) => [route.path, route.keywords[0] ?? ""]));
  const reports = routeReports(adjustPages ? adjustPages(pages) : pages, keywords);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, "images"), { recursive: true });
  const imageSrc = (report: RouteReport) => {
    const file = report.page.image?.file;
    if (!file || !existsSync(file)) return null;
    const name = imageName(report.page.path);
    copyFileSync(file, path.join(outDir, "images", name));
    return `images/${name}`;
  };
  const file = path.join(outDir, "index.html");
  writeFileSync(file, reportHtml({ reports, siteName, imageSrc, generatedAt: new Date() }));
  return { file, reports };
}
