import { expect, test } from "@playwright/test";
import { industryRoutes } from "../content/routes/industries";

const countWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// routes.spec.ts runs axe over every public route, these included; this spec checks their content.

type JsonLd = { "@type"?: string; mainEntity?: { name: string }[] };

for (const { path, heading } of industryRoutes) {
  test(`industry page ${path} has its heading, real copy, its FAQ and live links`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await test.step("its one h1, at least 300 words in main and headings in order", async () => {
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(heading);

      const words = countWords(await main.innerText());
      test.info().annotations.push({ type: "words in main", description: `${path}: ${words}` });
      expect(words).toBeGreaterThanOrEqual(300);

      const levels = await main
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      const steps = levels.slice(1).map((level, index) => level - (levels[index] ?? level));
      expect(Math.max(...steps), `headings skip a level: ${levels.join(",")}`).toBeLessThanOrEqual(
        1,
      );
    });

    await test.step("at least five questions that match its FAQPage JSON-LD", async () => {
      const faq = page.getByRole("region", { name: /questions/i });
      const questions = faq.getByRole("heading", { level: 3 });
      await expect(questions.nth(4)).toBeVisible();
      for (const question of await questions.all()) await expect(question).toBeVisible();

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = blocks
        .map((block) => JSON.parse(block) as JsonLd)
        .find((data) => data["@type"] === "FAQPage");
      expect(faqPage?.mainEntity?.map((entry) => entry.name)).toEqual(
        await questions.allTextContents(),
      );
    });

    await test.step("links only to pages that answer 200", async () => {
      const hrefs = await page
        .getByRole("main")
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const unique = [...new Set(hrefs.map((href) => href.split("#")[0] ?? href))];
      expect(unique.length).toBeGreaterThan(0);
      for (const href of unique) {
        const linked = await request.get(href, { maxRedirects: 0 });
        expect.soft(linked.status(), `${path} links to ${href}`).toBe(200);
      }
    });
  });
}
