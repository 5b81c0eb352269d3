import { expect, test, type Page } from "@playwright/test";
import { getRoute, isRoute } from "../content/routes";
import { site } from "../content/site";

const companyPaths = ["/about", "/services", "/testimonials", "/blog", "/terms", "/careers"];

// routes.spec.ts runs axe over every public route, these included; this spec checks their content.

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every JSON-LD node on the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

for (const path of companyPaths) {
  test(`${path} has its heading, real copy, live links and its structured data`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await test.step("one h1, the registry's heading, and headings that never skip a level", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getRoute(path).heading);
      const levels = await page
        .locator("main")
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
      });
    });

    await test.step("at least 300 words of copy in main", async () => {
      const count = words(await page.locator("main").innerText());
      test.info().annotations.push({ type: "words", description: `${path}: ${count}` });
      expect(count).toBeGreaterThanOrEqual(300);
    });

    await test.step("links only to registry routes that answer 200, and to anchors that exist", async () => {
      const hrefs = await page
        .locator("main a[href^='/'], main a[href^='#']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const href of hrefs.filter((h) => h.startsWith("#"))) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
      }
      const broken: string[] = [];
      for (const href of new Set(hrefs.filter((h) => h.startsWith("/")))) {
        const [target = "", fragment] = href.split("#");
        if (!isRoute(target)) {
          broken.push(`${href}: not in the route registry`);
          continue;
        }
        const linked = await request.get(target);
        if (linked.status() !== 200) broken.push(`${href}: answered ${linked.status()}`);
        else if (fragment && !(await linked.text()).includes(`id="${fragment}"`)) {
          broken.push(`${href}: no element with id "${fragment}"`);
        }
      }
      expect(broken).toEqual([]);
    });

    await test.step("every structured-data kind its registry entry declares", async () => {
      const types = new Set((await jsonLd(page)).map((node) => node["@type"]));
      for (const kind of getRoute(path).structuredData) expect(types).toContain(kind);
    });
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
      const count = words(await article.innerText());
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
    const nodes = (await jsonLd(page)).filter((node) => node["@type"] === "Article");
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
    const postings = (await jsonLd(page)).filter((node) => node["@type"] === "JobPosting");
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
