import { expect, test } from "@playwright/test";
import { documentTitle } from "@/lib/seo/document-title";
import { seriousViolations } from "./support/axe";
import { jsonLdNodes } from "./support/page-checks";
import { collectPageErrors, cspViolations, watchCspViolations } from "./support/page-errors";
import { publicRoutes, wordCount } from "./support/routes";

// One visit per route and device checks everything every page owes its visitors and crawlers.
for (const entry of publicRoutes) {
  test(`${entry.path} is pre-rendered with its metadata, one h1, JSON-LD, a clean hydration and no serious axe finding`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe over the longest pages takes most of 30 s on a busy 2-core machine
    const errors = collectPageErrors(page);
    await watchCspViolations(page);
    const response = await page.goto(entry.path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response?.headers()["content-security-policy"]).not.toContain(
      "unsafe-inline' 'unsafe-eval",
    );

    await expect(page).toHaveTitle(documentTitle(entry.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      entry.description,
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(entry.path);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /opengraph-image/,
    );

    // The page's content is in the HTML itself, not streamed behind a fallback that needs JavaScript.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toMatch(/<div hidden id="S:/);

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(entry.heading);

    const types = new Set((await jsonLdNodes(page)).flatMap((node) => node["@type"] ?? []));
    for (const kind of entry.structuredData)
      expect([...types], `JSON-LD @type ${kind} on ${entry.path}`).toContain(kind);

    const words = wordCount(await page.locator("main").innerText());
    expect(words, `words in <main> of ${entry.path}`).toBeGreaterThanOrEqual(150);

    // Hydration and prefetches settle; a page that keeps a connection open still gets checked.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // WCAG 2.2 A and AA plus best practices, over the hydrated page as the visitor has it.
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("an unknown path answers 404 with a helpful page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await expect(page.getByRole("main").getByRole("link", { name: "Services" })).toBeVisible();
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
});

test("a path under a page is not a page either", async ({ request }) => {
  expect((await request.get("/about/team")).status()).toBe(404);
  expect((await request.get("/ebook")).status()).toBe(404);
});
