import { expect, test } from "@playwright/test";
import { industryRoutes } from "../content/routes/industries";
import { brokenInternalLinks, faqQuestions, headingOrderProblems } from "./support/page-checks";
import { wordCount } from "./support/routes";

// routes.spec.ts checks every public route's h1, metadata, JSON-LD and axe; this spec checks the
// content of the industry pages.

for (const { path } of industryRoutes) {
  test(`industry page ${path} has its headings in order, real copy, its FAQ and live links`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await headingOrderProblems(page)).toEqual([]);

    const words = wordCount(await page.getByRole("main").innerText());
    test.info().annotations.push({ type: "words in main", description: `${path}: ${words}` });
    expect(words, "words in main").toBeGreaterThanOrEqual(300);

    const { shown, declared } = await faqQuestions(page);
    expect(shown.length, "questions shown").toBeGreaterThanOrEqual(5);
    expect(declared, "FAQPage JSON-LD questions").toEqual(shown);

    expect(await brokenInternalLinks(page, request)).toEqual([]);
  });
}
