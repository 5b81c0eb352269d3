import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { isRoute } from "@/content/routes";
import { wordCount } from "./routes";

/**
 * What is wrong with the order of the headings in <main>: it must open with the h1, and no
 * heading may sit more than one level below the one before it.
 */
export async function headingOrderProblems(page: Page): Promise<string[]> {
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
  const problems = levels[0] === 1 ? [] : [`main opens with h${levels[0]}, not h1`];
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level - previous > 1)
      problems.push(`h${level} follows h${previous} (heading ${index + 1} of ${levels.length})`);
  });
  return problems;
}

/**
 * Every link in <main> that leads nowhere: an in-page anchor without its element, a path outside
 * the route registry, a path that does not answer 200 itself (no redirects), or a fragment its
 * page lacks. Empty when <main> has at least one internal link and all of them work.
 */
export async function brokenInternalLinks(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator("main a[href^='/'], main a[href^='#']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const broken: string[] = [];
  for (const href of new Set(hrefs.filter((h) => h.startsWith("#")))) {
    if ((await page.locator(`[id="${href.slice(1)}"]`).count()) !== 1)
      broken.push(`${href}: no single element with that id`);
  }
  const paths = new Set(hrefs.filter((h) => h.startsWith("/")));
  if (paths.size === 0) broken.push("main links to no other page");
  for (const href of paths) {
    const [target = "", fragment] = href.split("#");
    // A query chooses something on the page (`/contact?topic=walkthrough`); the route is the path.
    if (!isRoute(target.split("?")[0]!)) {
      broken.push(`${href}: not in the route registry`);
      continue;
    }
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${href}: answered ${response.status()}`);
    else if (fragment && !(await response.text()).includes(`id="${fragment}"`))
      broken.push(`${href}: no element with id "${fragment}"`);
  }
  return broken;
}

/** Every JSON-LD node on the page, out of arrays and @graph lists. */
export async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => {
      const data = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    })
    .flatMap((node) => (Array.isArray(node["@graph"]) ? node["@graph"] : [node]));
}

/** The questions the page's FAQ region shows, and those its FAQPage JSON-LD declares. */
export async function faqQuestions(page: Page) {
  const region = page.getByRole("region", { name: /questions/i });
  const shown = await region.getByRole("heading", { level: 3 }).allInnerTexts();
  const faqPage = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage");
  const declared = (faqPage?.mainEntity as { name: string }[] | undefined)?.map((q) => q.name);
  return { region, shown, declared };
}

/**
 * Opens a content page and checks what each one owes beyond routes.spec.ts: it answers 200, its
 * headings are in order, and <main> holds at least `minWords` words of copy (noted on the test).
 */
export async function openContentPage(page: Page, path: string, minWords: number) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(await headingOrderProblems(page)).toEqual([]);
  const words = wordCount(await page.getByRole("main").innerText());
  test.info().annotations.push({ type: "words in main", description: `${path}: ${words}` });
  expect(words, `words in main of ${path}`).toBeGreaterThanOrEqual(minWords);
}
