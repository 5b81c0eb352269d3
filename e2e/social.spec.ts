import { expect, test, type Page } from "@playwright/test";
import { socialImageSrc, socialImages, socialPostPages } from "../content/collateral/social";
import { bannerVariants, linkedinBannerPage } from "../content/collateral/social/linkedin-banner";
import { referralPostTemplates } from "../content/collateral/social/referral-post-templates";
import type { SocialPost } from "../content/collateral/social/types";
import { getRoute } from "../content/routes";
import { hashtagLine, postText, sponsoredText } from "../lib/collateral/post-text";
import { wordCount } from "./support/routes";

const pagesWithPosts: { path: string; posts: SocialPost[] }[] = [
  ...socialPostPages.map((page) => ({ path: page.path, posts: [page.post] })),
  {
    path: referralPostTemplates.path,
    posts: referralPostTemplates.templates.map((template) => template.post),
  },
];
const allPaths = [...pagesWithPosts.map((entry) => entry.path), linkedinBannerPage.path];

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function clipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

// routes.spec.ts runs axe over every public route, these included; this spec checks their content.
for (const path of allPaths) {
  test(`${path} has its heading, real copy and every image as a download of the stated size`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getRoute(path).heading);
    const count = wordCount(await page.locator("main").innerText());
    test.info().annotations.push({ type: "words", description: `${path}: ${count}` });
    expect(count).toBeGreaterThanOrEqual(250);

    const hrefs = await page
      .locator("main a[download]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) {
      const image = socialImages.find((entry) => socialImageSrc(entry) === href);
      expect(image, `${href} is a known social image`).toBeDefined();
      const download = await request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await download.body())).toEqual(image!.size);
    }
  });
}

for (const { path, posts } of pagesWithPosts) {
  test(`${path} previews each post with its frame, text, image and link`, async ({ page }) => {
    await page.goto(path);
    const previews = page.getByRole("figure", { name: /feed preview/ });
    await expect(previews).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      const preview = previews.nth(index);
      await expect(preview.getByText(post.author.name, { exact: true })).toBeVisible();
      const image = preview.getByRole("img", { name: post.image.alt });
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
        .toBeGreaterThan(0);
      if (post.placement === "sponsored") {
        await expect(preview.getByText(post.link.headline, { exact: true })).toBeVisible();
        await expect(
          preview.getByText(post.network === "facebook" ? /^Sponsored/ : /^Promoted$/),
        ).toBeVisible();
        await expect(preview.getByText(post.link.cta, { exact: true })).toBeVisible();
      } else {
        // Organic posts end their text with the tracked link instead of a link bar.
        await expect(preview).toContainText(`utm_campaign=${post.utm.campaign}`);
      }
      const shown = post.placement === "sponsored" ? sponsoredText(post) : postText(post);
      await expect(preview).toContainText(shown.split("\n")[0]!.slice(0, 60));
    }
  });
}

test("the feed preview folds long text and opens it on request", async ({ page }) => {
  const [first] = socialPostPages;
  await page.goto(first!.path);
  const preview = page.getByRole("figure", { name: /feed preview/ });
  const lastLine = first!.post.text.split("\n").at(-1)!;
  await expect(preview.getByText(lastLine)).toBeHidden();
  await preview.getByText("…See more").click();
  await expect(preview.getByText(lastLine)).toBeVisible();
});

test("copy buttons put the exact text on the clipboard and announce Copied", async ({ page }) => {
  const ad = socialPostPages[0]!;
  if (ad.post.placement !== "sponsored") throw new Error("The first post page should be an ad.");
  await page.goto(ad.path);
  const expectations = [
    { button: "Copy primary text", text: ad.post.text },
    { button: "Copy headline", text: ad.post.link.headline },
    { button: "Copy page post, with hashtags", text: postText(ad.post) },
    { button: "Copy hashtags", text: hashtagLine(ad.post.hashtags) },
  ];
  for (const { button, text } of expectations) {
    const control = page.getByRole("button", { name: button });
    // A copy button's code loads as it nears the screen, as a visitor scrolls to it.
    await control.scrollIntoViewIfNeeded();
    await control.click();
    await expect(control.locator("xpath=..").getByRole("status")).toHaveText("Copied");
    expect(await clipboard(page)).toBe(text);
  }
});

test("each referral template copies its own text", async ({ page }) => {
  await page.goto(referralPostTemplates.path);
  for (const template of referralPostTemplates.templates) {
    const section = page.getByRole("region", { name: template.title });
    const copy = section.getByRole("button", { name: "Copy post text" });
    await copy.scrollIntoViewIfNeeded(); // its code loads as it nears the screen
    await copy.click();
    expect(await clipboard(page)).toBe(postText(template.post));
  }
});

test("the UTM builder produces the tracked link and copies it", async ({ page }) => {
  const post = socialPostPages.find((entry) => entry.post.network === "linkedin")!;
  await page.goto(post.path);
  // The builder's code loads as it nears the screen; its copy button is enabled once it has.
  await page.getByLabel("Destination URL").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Copy tracked link" })).toBeEnabled();
  const destination = await page.getByLabel("Destination URL").inputValue();
  expect(new URL(destination).pathname).toBe(post.post.link.path);

  await page.getByLabel("Campaign (utm_campaign)").fill("Spring Review 2026");
  await page.getByLabel("Content (optional)").fill("carousel-b");
  await page.getByLabel("Term (optional)").fill("");

  const expected = new URL(destination);
  expected.searchParams.set("utm_source", post.post.utm.source);
  expected.searchParams.set("utm_medium", post.post.utm.medium);
  expected.searchParams.set("utm_campaign", "spring-review-2026");
  expected.searchParams.set("utm_content", "carousel-b");
  await expect(page.getByText(expected.toString(), { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Copy tracked link" }).click();
  expect(await clipboard(page)).toBe(expected.toString());

  await page.getByLabel("Source (utm_source)").fill("");
  await expect(page.getByText("Source is required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy tracked link" })).toHaveCount(0);
});

test("the LinkedIn banner page explains the safe zones of both files", async ({ page }) => {
  await page.goto(linkedinBannerPage.path);
  const zones = page.getByRole("region", { name: "Safe zones" });
  for (const variant of bannerVariants) {
    await expect(zones.getByRole("img", { name: variant.image.alt })).toBeVisible();
    for (const zone of Object.values(variant.zones)) {
      await expect(zones.getByText(zone.label).first()).toBeVisible();
    }
  }
  const copy = page.getByRole("button", { name: "Copy tagline" });
  await copy.scrollIntoViewIfNeeded(); // its code loads as it nears the screen
  await copy.click();
  expect(await clipboard(page)).toBe(linkedinBannerPage.tagline);
});

test("an unknown social image answers 404", async ({ request }) => {
  expect((await request.get("/social-images/not-an-image.png")).status()).toBe(404);
});
