import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { routes } from "@/content/routes";
import { site } from "@/content/site";
import { readBuiltSite } from "@/lib/seo/preview/built-site";
import { isPerRequestPage } from "@/lib/security/csp";
import { routeReports } from "@/lib/seo/preview/route-report";
import { writeReport } from "@/lib/seo/preview/write-report";
import { problemLine } from "@/lib/seo/snippet-checks";
import { serpLimits } from "@/lib/seo/serp-limits";
import { textWidth } from "@/lib/seo/text-width";

// The search and share checks run on the build itself: the <title>, description and social image
// every page really emits. The report `npm run seo:preview` writes is opened from disk in Chromium.
const buildDir = ".next";
const paths = routes.map((entry) => entry.path);
const keywords = new Map(routes.map((entry) => [entry.path, entry.keywords[0] ?? ""]));

test("every route's title, description and social image pass the search and share checks", () => {
  const reports = routeReports(readBuiltSite(buildDir, paths), keywords);
  const checked = reports.filter((report) => !report.page.noindex);
  expect(checked).toHaveLength(routes.filter((entry) => !entry.noindex).length);
  const problems = reports.flatMap((report) => report.problems).map(problemLine);
  expect(problems, "run `npm run seo:preview` and fix what is red").toEqual([]);
  const widest = Math.max(...checked.map((report) => report.title.desktop.width));
  test.info().annotations.push({
    type: "widths",
    description: `${checked.length} routes; widest title ${Math.round(widest)} of ${serpLimits.title.desktopPx} px`,
  });
});

test("the checks measure every title and description as Chromium lays it out in Arial's metrics", async ({
  page,
}) => {
  const { title, description } = serpLimits;
  const texts = readBuiltSite(buildDir, paths).flatMap((built) => [
    { text: built.title, fontPx: title.fontPx },
    { text: built.description, fontPx: description.fontPx },
  ]);
  await page.goto("about:blank");
  // Liberation Sans (Debian's fonts-liberation) has Arial's metrics; Chromium finds it by name.
  const measured = await page.evaluate((items) => {
    const context = document.createElement("canvas").getContext("2d")!;
    return items.map(({ text, fontPx }) => {
      context.font = `${fontPx}px "Liberation Sans"`;
      return context.measureText(text).width;
    });
  }, texts);
  texts.forEach(({ text, fontPx }, index) =>
    expect(textWidth(text, fontPx), `"${text}" (is fonts-liberation installed?)`).toBeCloseTo(
      measured[index]!,
      2,
    ),
  );
});

test("the report opens from disk, marks a route to fix in red, sorts and filters", async ({
  page,
}) => {
  const tooLong = "A Title Far Too Long for Google's Desktop Results, Which Cut It Short";
  const { file, reports } = writeReport({
    routes,
    siteName: site.name,
    buildDir,
    outDir: path.join("test-results", "seo-preview"),
    adjustPages: (pages) =>
      pages.map((built) => (built.path === "/ach" ? { ...built, title: tooLong } : built)),
  });
  await page.goto(pathToFileURL(path.resolve(file)).href);
  const summary = page.getByRole("table").locator("tbody tr");
  // Every route but those rendered per request (the sent page), which have no built HTML.
  const shown = routes.filter((entry) => !isPerRequestPage(entry.path)).length;
  await expect(summary).toHaveCount(shown);
  const checked = routes.filter((entry) => !entry.noindex).length;
  await expect(page.getByText(`1 of ${checked} routes to fix`)).toBeVisible();

  const achSection = page.locator('section[data-path="/ach"]');
  await expect(achSection.getByRole("listitem").first()).toContainText("the title is");
  await expect(achSection.locator(".serp.desktop .cut")).toBeVisible();
  // Every social image is the route's own, copied beside the report and loaded from disk.
  const images = await page
    .locator("section img")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth));
  expect(images).toEqual(
    reports.filter((report) => report.page.image).map(() => serpLimits.socialImage.width),
  );

  await page.getByRole("button", { name: /^Title, desktop/ }).click();
  await expect(summary.first()).toHaveAttribute("data-path", "/ach");
  await expect(page.locator("section.route").first()).toHaveAttribute("data-path", "/ach");

  await page.getByLabel("Only problems").check();
  await expect(summary.filter({ visible: true })).toHaveCount(1);
  await expect(page.locator("section.route:visible")).toHaveCount(1);
  await expect(page.getByText(`1 of ${shown} routes shown`)).toBeVisible();
});
