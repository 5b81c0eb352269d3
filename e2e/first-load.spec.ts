import { expect, test, type Page } from "@playwright/test";
import { loaderSources } from "../scripts/scripts-after-paint.mjs";
import { waitForHydration } from "./support/chat";

// What a first visit fetches and in what order (scripts/scripts-after-paint.mjs,
// scripts/compile-hints.mjs and scripts/inline-stylesheets.mjs): the page carries its stylesheet
// inline, its kept `<link>` is disabled and for no media so it is never downloaded, the chunk
// scripts are requested only after the first paint and carry V8's compile hint, React adopts the
// kept link at hydration and on client navigation instead of adding its own, and links prefetch
// their pages on intent rather than on sight (components/ui/link.client.tsx). The first frame
// waits for the page's headline and lead (components/sections/first-paint-marker.tsx).

const stylesheetLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute("href"),
      disabled: link.disabled,
    })),
  );

test("a first visit downloads no stylesheet, and its scripts only after the first paint, compile-hinted", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/about");
  await waitForHydration(page);
  // Resource Timing and Paint Timing share the page's clock.
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
      .map(({ name, startTime }) => ({ name, startTime })),
  }));
  expect(stylesheets).toEqual([]);
  expect(paint).toBeLessThan(Infinity);
  expect(scripts.length).toBeGreaterThan(3);
  for (const { name, startTime } of scripts) expect(startTime, name).toBeGreaterThanOrEqual(paint);
  // Each chunk the page's loader appends opens with V8's compile hint, so it is compiled whole off
  // the main thread; chunks fetched later, when idle or on an interaction (the pixel's, the
  // chat's), keep lazy compilation (scripts/compile-hints.mjs).
  const loaded = scripts.map(({ name }) => new URL(name).pathname);
  const firstLoad = loaderSources(await (await page.request.get("/about")).text());
  expect(firstLoad.length).toBeGreaterThan(3);
  for (const src of firstLoad) {
    expect(loaded, src).toContain(src);
    expect(await (await page.request.get(src)).text(), src).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n/,
    );
  }
});

test("on a slow link the first frame already shows the headline and its lead text, not the header alone", async ({
  page,
  context,
}) => {
  // The HTML trickles in at about 3 KB per 100 ms, so the header is parsed well before the
  // headline and a browser left alone paints it by itself first.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 30 * 1024,
    uploadThroughput: 30 * 1024,
  });
  // A frame runs its animation callbacks just before it paints; none runs while rendering waits.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const section = document.getElementById("page-title")?.closest("section");
      Object.assign(window, { firstFrame: { text: section?.textContent ?? "" } });
    });
  });
  for (const path of ["/", "/about"]) {
    await page.goto(path, { waitUntil: "commit" });
    const firstFrame = await (
      await page.waitForFunction(
        () => (window as { firstFrame?: { text: string } }).firstFrame,
        null,
        {
          polling: 100,
        },
      )
    ).jsonValue();
    // The served page's first section up to the marker (components/sections/first-paint-marker.tsx):
    // the eyebrow, the headline and the lead.
    const served = await page.evaluate(
      async (html) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const section = doc.getElementById("page-title")?.closest("section");
        const marker = section?.querySelector("template");
        if (!section || !marker) return { title: "", lead: "" };
        const range = doc.createRange();
        range.setStart(section, 0);
        range.setEndBefore(marker);
        return { title: doc.getElementById("page-title")!.textContent!, lead: range.toString() };
      },
      await (await page.request.get(path)).text(),
    );
    expect(served.title, path).not.toBe("");
    expect(served.lead.length, path).toBeGreaterThan(served.title.length + 100);
    expect(firstFrame?.text.slice(0, served.lead.length), path).toBe(served.lead);
  }
});

test("React adopts the kept stylesheet link at hydration and on client navigation", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page);
  const before = await stylesheetLinks(page);
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((link) => link.disabled)).toBe(true);
  await expect(page.locator("style[data-inlined]")).toHaveCount(before.length);
  // The inline copy styles the page: the hero heading is white on the brand colour.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");

  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/about"]')?.click());
  await page.waitForURL("**/about");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveCSS(
    "color",
    "rgb(255, 255, 255)",
  );
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
  expect(await stylesheetLinks(page)).toEqual(before);
  expect(errors).toEqual([]);
});

test("links prefetch their page when the visitor shows intent, not when they come into view", async ({
  page,
  isMobile,
}) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForTimeout(1_500); // viewport prefetch used to start within a second of hydration
  expect(prefetched).toEqual([]);
  const link = page.locator('main a[href="/cash-discount"]').first();
  await expect(link).toBeInViewport();
  if (isMobile) await link.dispatchEvent("touchstart");
  else await link.hover();
  await expect.poll(() => prefetched).toContain("/cash-discount");
  await link.click();
  await page.waitForURL("**/cash-discount");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
