import { expect, test, type Page } from "@playwright/test";
import { comparisonAsOf } from "../content/comparisons/providers";
import { getRoute } from "../content/routes";

// routes.spec.ts runs axe over every public route, these included; this spec checks their content.

const pricingPaths = ["/cash-discount", "/interchange-plus", "/level-2-3", "/zero-fee", "/ach"];
const comparisonPaths = ["/stripe", "/square", "/versus", "/competitor-comparison"];
const partnerPaths = ["/ateam-computers"];

async function mainText(page: Page) {
  return (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
}

/** Every JSON-LD object on the page, flattened out of @graph arrays. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => {
      const data = JSON.parse(block) as unknown;
      return Array.isArray(data) ? data : [data];
    })
    .flatMap((node) => (node["@graph"] ? node["@graph"] : [node]));
}

for (const path of [...pricingPaths, ...comparisonPaths, ...partnerPaths]) {
  const entry = getRoute(path);

  test(`${path} has its heading, real copy, captioned tables, its FAQ, its facts and live links`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await test.step("one h1, the registry heading, and headings that never skip a level", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
      const levels = await page
        .locator("main :is(h1, h2, h3, h4, h5, h6)")
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });
    });

    await test.step("at least 300 words of copy in main", async () => {
      const words = (await mainText(page)).split(" ").filter(Boolean).length;
      test.info().annotations.push({ type: "words", description: `${path}: ${words}` });
      expect(words).toBeGreaterThanOrEqual(300);
    });

    await test.step("every table has a caption and scoped header cells", async () => {
      for (const table of await page.locator("main table").all()) {
        await expect(table.locator("caption")).toHaveCount(1);
        expect(await table.locator("th:not([scope])").count()).toBe(0);
      }
    });

    if (entry.structuredData.includes("FAQPage")) {
      await test.step("its FAQ shows the same questions as its FAQPage JSON-LD", async () => {
        const faq = page.getByRole("region", { name: /questions/i });
        await expect(faq).toBeVisible();
        const questions = await faq.getByRole("heading", { level: 3 }).allInnerTexts();
        expect(questions.length).toBeGreaterThanOrEqual(5);
        const faqPage = (await jsonLd(page)).find((node) => node["@type"] === "FAQPage");
        expect(faqPage).toBeDefined();
        const names = (faqPage?.mainEntity as { name: string }[]).map((item) => item.name);
        expect(names).toEqual(questions);
      });
    }

    await test.step("links only to internal pages that answer 200", async () => {
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const unique = [...new Set(hrefs.map((href) => href.split("#")[0] ?? ""))];
      expect(unique.length).toBeGreaterThan(0);
      for (const href of unique) {
        const linked = await request.get(href);
        expect(linked.status(), `${path} links to ${href}`).toBe(200);
      }
    });

    if (pricingPaths.includes(path)) {
      await test.step("states the 3% cap, the banned states, Colorado's 2% and debit", async () => {
        const text = await mainText(page);
        expect(text).toMatch(/Visa[^.]*3%/);
        for (const state of ["Connecticut", "Maine", "Massachusetts"])
          expect(text).toContain(state);
        expect(text).toMatch(/Colorado[^.]*2%/);
        expect(text).toMatch(/never[^.]*debit|debit[^.]*cannot be surcharged/i);
        expect(text).toMatch(/30 days/);
        expect(text).toMatch(
          /entrance[^.]*checkout[^.]*receipt|entrance[^.]*point of sale[^.]*receipt/i,
        );
      });
    }

    if (path === "/interchange-plus") {
      await test.step("says what the 1.75% applies to", async () => {
        const section = page.getByRole("region", { name: /rates as low as 1\.75%/ });
        await expect(section).toContainText("effective rate");
        await expect(section).toContainText("1.75%");
      });
    }

    if (["/stripe", "/square", "/competitor-comparison"].includes(path)) {
      await test.step("dates and sources every competitor figure", async () => {
        const text = await mainText(page);
        expect(text).toContain(`as of ${comparisonAsOf}`);
        expect(text).toMatch(/pricing page/);
        await expect(
          page.getByRole("heading", { name: /better choice|fits which/i }),
        ).toBeVisible();
      });
    }

    if (path === "/versus") {
      await test.step("links to every comparison", async () => {
        const hub = page.getByRole("region", { name: "Every comparison" });
        for (const compared of ["/stripe", "/square", "/competitor-comparison"]) {
          await expect(hub.locator(`a[href="${compared}"]`)).toHaveCount(1);
        }
      });
    }

    if (path === "/ateam-computers") {
      await test.step("asks for a referral", async () => {
        await expect(
          page.getByRole("link", { name: "Refer a business", exact: true }),
        ).toHaveAttribute("href", "/friends");
      });
    }
  });
}
