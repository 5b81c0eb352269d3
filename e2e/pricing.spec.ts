import { expect, test, type Page } from "@playwright/test";
import { comparisonAsOf } from "../content/comparisons/providers";
import { getRoute } from "../content/routes";
import { brokenInternalLinks, faqQuestions, openContentPage } from "./support/page-checks";

// routes.spec.ts checks every public route's h1, metadata, JSON-LD and axe; this spec checks the
// content of the pricing, comparison and partner pages.

const pricingPaths = ["/cash-discount", "/interchange-plus", "/level-2-3", "/zero-fee", "/ach"];
const comparisonPaths = ["/stripe", "/square", "/versus", "/competitor-comparison"];
const partnerPaths = ["/ateam-computers"];

async function mainText(page: Page) {
  return (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
}

for (const path of [...pricingPaths, ...comparisonPaths, ...partnerPaths]) {
  const entry = getRoute(path);

  test(`${path} has its headings in order, real copy, captioned tables, its FAQ, its facts and live links`, async ({
    page,
    request,
  }) => {
    await openContentPage(page, path, 300);

    await test.step("every table has a caption and scoped header cells", async () => {
      for (const table of await page.locator("main table").all()) {
        await expect(table.locator("caption")).toHaveCount(1);
        expect(await table.locator("th:not([scope])").count()).toBe(0);
      }
    });

    if (entry.structuredData.includes("FAQPage")) {
      await test.step("its FAQ shows the same questions as its FAQPage JSON-LD", async () => {
        const { region, shown, declared } = await faqQuestions(page);
        await expect(region).toBeVisible();
        expect(shown.length).toBeGreaterThanOrEqual(5);
        expect(declared).toEqual(shown);
      });
    }

    expect(await brokenInternalLinks(page, request)).toEqual([]);

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
