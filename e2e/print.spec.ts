import { expect, test, type Page } from "@playwright/test";
import { dmSituations } from "@/content/collateral/dms";
import { slides } from "@/content/collateral/pitchbook";
import { getRoute } from "@/content/routes";
import { seriousViolations } from "./support/axe";
import { jsonLdNodes } from "./support/page-checks";
import { waitForHydration } from "./support/chat";
import { wordCount } from "./support/routes";

const pages = [
  "/flyer",
  "/pitchbook",
  "/ebook/credit-card-savings",
  "/tiktok-video",
  "/cheesy-salesman",
  "/handsome-dejavoo-salesman",
  "/superhero-download",
  "/dms",
  "/outreach-manager",
];

/** Pages in a PDF: "/Type /Page" objects, not the "/Type /Pages" tree nodes. */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: "print" });
  return pdfPageCount(await page.pdf({ format: "Letter" }));
}

// routes.spec.ts runs axe over every public route, these included.
for (const path of pages) {
  test(`${path} renders its heading, real copy and named images`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getRoute(path).heading);
    const words = wordCount(await page.getByRole("main").innerText());
    expect(words).toBeGreaterThanOrEqual(path.startsWith("/ebook") ? 3000 : 250);
    for (const image of await page.getByRole("main").getByRole("img").all()) {
      expect(
        (await image.getAttribute("alt")) ??
          (await image.getAttribute("aria-label")) ??
          (await image.getAttribute("aria-labelledby")),
      ).toBeTruthy();
    }
  });
}

test.describe("the flyer", () => {
  test("prints on exactly one US Letter page without the site chrome", async ({ page }) => {
    await page.goto("/flyer");
    expect(await printedPages(page)).toBe(1);
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Keep more of every card sale" })).toBeVisible();
  });

  test("carries a QR code to the application, drawn at build time", async ({ page }) => {
    await page.goto("/flyer");
    const qr = page.getByRole("img", { name: /QR code that opens .*\/apply$/ });
    await expect(qr).toBeVisible();
    expect(await qr.locator("path").getAttribute("d")).toMatch(/^M0 0h1v1h-1z/);
  });
});

test.describe("the pitchbook", () => {
  test("moves between slides with the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/pitchbook");
    const status = page.getByText(/^Slide \d+ of \d+$/);
    await expect(status).toHaveText(`Slide 1 of ${slides.length}`);
    // The keys are the deck's script; its slides and links work without it, keys only after it.
    await waitForHydration(page, status);

    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(`Slide 2 of ${slides.length}`);
    await expect(page).toHaveURL(/#slide-2$/);
    await expect(page.locator("#slide-2")).toBeInViewport({ ratio: 0.6 });

    await page.getByRole("region", { name: "Pitchbook slides" }).focus();
    await page.keyboard.press("End");
    await expect(status).toHaveText(`Slide ${slides.length} of ${slides.length}`);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(new RegExp(`#slide-${slides.length - 1}$`));
    await page.keyboard.press("Home");
    await expect(status).toHaveText(`Slide 1 of ${slides.length}`);
  });

  test("opens the slide a #slide-N address names", async ({ page }) => {
    await page.goto("/pitchbook#slide-6");
    await expect(page.locator("#slide-6")).toBeInViewport({ ratio: 0.6 });
    await expect(page.getByText(`Slide 6 of ${slides.length}`)).toBeVisible();
  });

  test("prints one slide per page", async ({ page }) => {
    await page.goto("/pitchbook");
    expect(await printedPages(page)).toBe(slides.length);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a #slide-N address still opens that slide", async ({ page }) => {
    await page.goto("/pitchbook#slide-4");
    await expect(page.locator("#slide-4")).toBeInViewport({ ratio: 0.6 });
  });
});

test.describe("downloads", () => {
  test("the ebook PDF answers with a PDF attachment", async ({ request }) => {
    const response = await request.get(
      "/ebook/credit-card-savings/lake-country-card-savings-guide.pdf",
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain("attachment");
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(body)).toBeGreaterThanOrEqual(10);
  });

  test("the superhero one-pager is a US Letter PNG at 150 dpi", async ({ request }) => {
    const response = await request.get("/superhero-download/cash-discount-crusader.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const body = await response.body();
    // The PNG header's IHDR chunk holds width and height as big-endian integers.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1275, 1650]);
  });

  test("the superhero page shows the one-pager and links the full-size file", async ({ page }) => {
    await page.goto("/superhero-download");
    const preview = page.getByRole("img", {
      name: /The Cash Discount Crusader: a comic-style one-pager/,
    });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: /Download the PNG/ })).toHaveAttribute(
      "href",
      "/superhero-download/cash-discount-crusader.png",
    );
  });

  test("the video preview and its captions answer with their media types", async ({ request }) => {
    const captions = await request.get("/tiktok-video/captions.vtt");
    expect(captions.headers()["content-type"]).toContain("text/vtt");
    expect(await captions.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    const video = await request.get("/media/tiktok-preview.mp4");
    expect(video.status()).toBe(200);
    expect(video.headers()["content-type"]).toBe("video/mp4");
  });

  test("the ebook page links its PDF and declares Article JSON-LD", async ({ page }) => {
    await page.goto("/ebook/credit-card-savings");
    await expect(page.getByRole("link", { name: "Download the PDF" })).toHaveAttribute(
      "href",
      "/ebook/credit-card-savings/lake-country-card-savings-guide.pdf",
    );
    const nodes = await jsonLdNodes(page);
    expect(nodes.some((node) => node["@type"] === "Article")).toBe(true);
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link").nth(3).click();
    await expect(page).toHaveURL(/#surcharging-by-the-rules$/);
  });
});

test.describe("copy buttons", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a DM script copies exactly the text shown", async ({ page }) => {
    await page.goto("/dms");
    const script = dmSituations.find((situation) => situation.id === "under-contract");
    const copy = page.getByRole("button", {
      name: "Copy Text message script: Objection: “I'm under contract”",
    });
    await copy.scrollIntoViewIfNeeded(); // its code loads as it nears the screen
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script?.scripts.sms);
  });

  test("the outreach manager copies a step with the details chosen before its scripts ran", async ({
    page,
  }) => {
    // Hold the chunk scripts back, as a slow phone does, so every choice comes before hydration.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/outreach-manager", { waitUntil: "domcontentloaded" });
    const audience = page.getByLabel("Audience", { exact: true });
    await audience.selectOption("healthcare");
    await page.getByLabel("First name").fill("Priya");
    await page.getByLabel("City").fill("Oconomowoc");
    release();
    await waitForHydration(page, audience);
    await page.getByRole("button", { name: "Copy LinkedIn message of step 2" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Hi Priya, I work with practice managers around Oconomowoc on card-processing costs. I'd be glad to connect and share what I see on statements.",
    );
    expect(await seriousViolations(page, "main")).toEqual([]);
  });
});
