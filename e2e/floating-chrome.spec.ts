import { expect, test, type Locator, type Page } from "@playwright/test";

// Nothing interactive or textual may stay under the floating chrome (the quick-contact bar or
// pills and the chat launcher) once the visitor has scrolled to it.

const sizes = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
const sampled = [
  "/",
  "/about",
  "/contact",
  "/apply",
  "/tiktok-video",
  "/ebook/credit-card-savings",
];

/**
 * Returns the elements that something else covers wherever the visitor can scroll them: each is
 * checked where the page is now (scrolled to the bottom), and if covered or out of view there,
 * again scrolled to the middle of the window. At three points of every line of its text,
 * `elementFromPoint` must find the element or a descendant.
 */
function coveredAmong(elements: Locator) {
  return elements.evaluateAll((nodes) => {
    const coveredPoints = (node: Element) => {
      const points: string[] = [];
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width < 1 || line.height < 1) continue;
        const y = line.top + line.height / 2;
        for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === node || node.contains(hit))) continue;
          const what = hit
            ? `${hit.tagName.toLowerCase()} "${hit.textContent?.trim().slice(0, 30)}"`
            : "nothing";
          points.push(
            `"${node.textContent?.trim().slice(0, 40)}" at ${Math.round(x)},${Math.round(y)}: ${what}`,
          );
        }
      }
      return points;
    };
    const inView = (node: Element) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    const clearHere = nodes.map((node) => inView(node) && coveredPoints(node).length === 0);
    return nodes.flatMap((node, index) => {
      if (clearHere[index]) return [];
      node.scrollIntoView({ block: "center", behavior: "instant" });
      return coveredPoints(node);
    });
  });
}

const toBottom = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );

for (const [project, viewport] of Object.entries(sizes)) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.skip(({ isMobile }) => isMobile !== (project === "mobile"), `for the ${project} project`);
    test.use({ viewport });

    for (const path of sampled) {
      test(`the footer of ${path} is never under the floating chrome`, async ({ page }) => {
        await page.goto(path);
        await toBottom(page);
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link").last()).toBeInViewport();
        const texts = footer.locator("a, p, address, li, h2");
        expect(await texts.count()).toBeGreaterThan(20);
        expect(await coveredAmong(texts)).toEqual([]);
      });
    }
  });
}

test("on a phone the chat launcher sits inside the quick-contact bar", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the bar is for phones");
  await page.setViewportSize(sizes.mobile);
  await page.goto("/about");
  const bar = (await page.getByRole("complementary", { name: "Quick contact" }).boundingBox())!;
  const launcher = (await page.getByRole("button", { name: "Chat with us" }).boundingBox())!;
  expect(launcher.y).toBeGreaterThanOrEqual(bar.y);
  expect(launcher.y + launcher.height).toBeLessThanOrEqual(bar.y + bar.height);
});

test.describe("the ebook's contents on a 1366×900 desktop", () => {
  test.skip(({ isMobile }) => isMobile, "the contents are sticky beside the text on wide screens");
  test.use({ viewport: sizes.desktop });
  const path = "/ebook/credit-card-savings";

  test("fit the window, stay clear of the floating chrome and mark the chapter being read", async ({
    page,
  }) => {
    await page.goto(path);
    const toc = page.getByRole("navigation", { name: "Contents" });
    const links = toc.getByRole("link");
    const count = await links.count();
    expect(count).toBe(8);

    for (const index of [0, 3, count - 1]) {
      await links.nth(index).click();
      const id = (await links.nth(index).getAttribute("href"))!.slice(1);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(links.nth(index)).toHaveAttribute("aria-current", "location");
      await expect(toc.locator("[aria-current]")).toHaveCount(1);

      const box = (await toc.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(sizes.desktop.height);
      expect(await coveredAmong(links)).toEqual([]);
    }
  });
});
