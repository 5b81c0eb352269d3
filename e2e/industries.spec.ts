import { expect, test } from "@playwright/test";
import { industryContent } from "../content/industries";
import { brokenInternalLinks, faqQuestions, openContentPage } from "./support/page-checks";

// routes.spec.ts checks every public route's h1, metadata, JSON-LD and axe; this spec checks the
// content of the industry pages.

for (const path of Object.keys(industryContent)) {
  test(`industry page ${path} has its headings in order, real copy, its FAQ and live links`, async ({
    page,
    request,
  }) => {
    await openContentPage(page, path, 300);

    const { shown, declared } = await faqQuestions(page);
    expect(shown.length, "questions shown").toBeGreaterThanOrEqual(5);
    expect(declared, "FAQPage JSON-LD questions").toEqual(shown);

    expect(await brokenInternalLinks(page, request)).toEqual([]);
  });
}
