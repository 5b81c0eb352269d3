import { expect, test } from "@playwright/test";
import { site } from "../content/site";
import { brokenInternalLinks, jsonLdNodes, openContentPage } from "./support/page-checks";
import { wordCount } from "./support/routes";

// routes.spec.ts checks every public route's h1, metadata, JSON-LD types and axe; this spec
// checks the content of the company pages.

const companyPaths = ["/about", "/services", "/testimonials", "/blog", "/terms", "/careers"];

for (const path of companyPaths) {
  test(`${path} has its headings in order, real copy and live links`, async ({ page, request }) => {
    await openContentPage(page, path, 300);

    expect(await brokenInternalLinks(page, request)).toEqual([]);
  });
}

test.describe("/blog articles", () => {
  test("are at least four complete articles of 400+ words, each reachable from the contents", async ({
    page,
  }) => {
    await page.goto("/blog");
    const articles = page.locator("main article");
    expect(await articles.count()).toBeGreaterThanOrEqual(4);
    const contents = page.getByRole("navigation", { name: "In these guides" });
    for (const article of await articles.all()) {
      const heading = article.getByRole("heading", { level: 2 });
      const id = await heading.getAttribute("id");
      const count = wordCount(await article.innerText());
      test.info().annotations.push({ type: "words", description: `#${id}: ${count}` });
      expect(count).toBeGreaterThanOrEqual(400);

      await contents.getByRole("link", { name: (await heading.innerText()).trim() }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(heading).toBeInViewport();
    }
  });

  test("each carry Article JSON-LD with the headline and anchor shown on the page", async ({
    page,
  }) => {
    await page.goto("/blog");
    const nodes = (await jsonLdNodes(page)).filter((node) => node["@type"] === "Article");
    const headings = await page.locator("main article h2").allInnerTexts();
    expect(nodes.map((node) => node.headline)).toEqual(headings.map((h) => h.trim()));
    for (const node of nodes) {
      expect(String(node.url)).toMatch(/\/blog#[a-z0-9-]+$/);
      expect(node.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

test.describe("/careers", () => {
  test("publishes each open role as JobPosting JSON-LD in Pewaukee with a salary range", async ({
    page,
  }) => {
    await page.goto("/careers");
    const postings = (await jsonLdNodes(page)).filter((node) => node["@type"] === "JobPosting");
    expect(postings.length).toBeGreaterThanOrEqual(2);
    await expect(page.locator("main article h3")).toHaveCount(postings.length);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        datePosted: expect.stringMatching(/^2026-/),
        validThrough: expect.any(String),
        employmentType: expect.any(String),
        hiringOrganization: { name: site.name },
        jobLocation: { address: { addressLocality: "Pewaukee", addressRegion: "WI" } },
        baseSalary: { currency: "USD", value: { minValue: expect.any(Number) } },
      });
    }
  });

  test("says how to apply by email", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });
});

test("/terms credits the country data and names the pixel's privacy signal", async ({ page }) => {
  await page.goto("/terms");
  const main = page.locator("main");
  await expect(main).toContainText(
    "IP-to-country data: ip-location-db geo-whois-asn-country, CC BY 4.0, includes data from nro.net",
  );
  await expect(main).toContainText("Global Privacy Control");
  await expect(main).toContainText("keyed hash");
});

test("/testimonials shows each review with its business type and town", async ({ page }) => {
  await page.goto("/testimonials");
  const reviews = page.locator("main figure");
  expect(await reviews.count()).toBeGreaterThanOrEqual(6);
  for (const review of await reviews.all()) {
    await expect(review.locator("figcaption")).toContainText(/ in [A-Z][a-z]+/);
    await expect(review.locator("blockquote")).not.toBeEmpty();
  }
});
