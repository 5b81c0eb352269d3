import { expect, test, type Page } from "@playwright/test";
import { calculatorCopy } from "../content/calculator";
import { calculatorAnchor } from "../lib/calculator/params";
import { commercialCards } from "../content/commercial-cards";
import { homeSections } from "../content/pages/home";
import { serviceCards } from "../content/service-cards";
import { site, trustBadges } from "../content/site";
import { seriousViolations } from "./support/axe";
import { waitForHydration } from "./support/chat";

type PlayCall = { volume: number };
declare global {
  interface Window {
    __audioPlays: PlayCall[];
  }
}

/**
 * Replaces HTMLMediaElement.prototype.play for <audio>: records each call's volume and rejects
 * the first `blocked` calls the way a browser's autoplay policy does.
 */
function instrumentAudio(page: Page, blocked: number) {
  return page.addInitScript((blockedCalls: number) => {
    window.__audioPlays = [];
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (!(this instanceof HTMLAudioElement)) return original.call(this);
      window.__audioPlays.push({ volume: this.volume });
      return window.__audioPlays.length <= blockedCalls
        ? Promise.reject(new DOMException("Autoplay blocked", "NotAllowedError"))
        : Promise.resolve();
    };
  }, blocked);
}

const audioPlays = (page: Page) => page.evaluate(() => window.__audioPlays);
const video = (page: Page) => page.locator("video");

/** The hero video gets its sources after load and idle; by then the page has hydrated. */
async function waitForHydratedMedia(page: Page, timeout?: number) {
  await expect(video(page).locator("source")).toHaveCount(2, { timeout });
}

test.describe("home page", () => {
  test("opens with the headline, both calls to action, the volume badge and three stat cards", async ({
    page,
  }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(
      "Wisconsin card processing that costs less and answers the phone",
    );
    await expect(page.getByRole("link", { name: "Start Processing Today" })).toHaveAttribute(
      "href",
      "/apply",
    );
    await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute(
      "href",
      "/cash-discount",
    );
    const hero = page.getByRole("region", { name: await heading.innerText() });
    await expect(hero.getByText(`${site.figures.monthlyVolume} processed monthly`)).toBeVisible();
    const stats = hero.locator("dl > div");
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toContainText(`Rates from${site.figures.lowestRate}`);
    await expect(stats.nth(1)).toContainText("Setup24 hours");
    await expect(stats.nth(2)).toContainText(`Uptime${site.figures.uptime}`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  const windows = [
    { where: "in the project's window", size: null },
    // 1920×1080 is such a window: the video must still cover all of it. The CPU runs 10× slower,
    // as on a busy phone, which paints the document in slices as it parses it: nothing already
    // painted may move when the rest arrives (the centred hero content once moved, CLS 0.14).
    {
      where: "in a window taller than the hero's content, on a slow CPU",
      size: { width: 1366, height: 1100 },
    },
  ];
  for (const { where, size } of windows) {
    test(`keeps the headline as the largest contentful paint, with no layout shift, ${where}`, async ({
      page,
    }) => {
      if (size) {
        test.slow(); // the page runs on a CPU slowed tenfold
        await page.setViewportSize(size);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
      }
      // Hydration and the idle time the video waits for take ten times as long on the slow CPU.
      const timeout = size ? 40_000 : undefined;
      await page.goto("/");
      await waitForHydratedMedia(page, timeout);
      await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused), {
          timeout,
        })
        .toBe(false);
      const { lcp, cls } = await page.evaluate(
        () =>
          new Promise<{ lcp: string | undefined; cls: number }>((resolve) => {
            let cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
                cls += entry.value;
              }
            }).observe({ type: "layout-shift", buffered: true });
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              requestAnimationFrame(() =>
                resolve({ lcp: last?.element?.id || last?.element?.outerHTML.slice(0, 160), cls }),
              );
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(lcp).toBe("page-title");
      expect(cls).toBeLessThan(0.02);
    });
  }

  test("plays a muted inline loop with a poster, fetched after load, with a pause control", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = video(page);
    await expect(hero).toHaveAttribute("poster", "/media/hero-poster.webp");
    await expect(hero).toHaveAttribute("preload", "none");
    await expect(hero).toHaveAttribute("loop", "");
    await expect(hero).toHaveAttribute("playsinline", "");
    await expect(hero).toHaveAttribute("aria-hidden", "true");
    await waitForHydratedMedia(page);
    expect(await hero.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(hero).toHaveAttribute("muted", "");
    await expect
      .poll(() => hero.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);

    const mediaBeforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType("resource")
        .filter((entry) => /hero-loop|welcome-message/.test(entry.name))
        .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
        .map((entry) => entry.name);
    });
    expect(mediaBeforeLoad).toEqual([]);

    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(hero).toHaveJSProperty("paused", true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(hero).toHaveJSProperty("paused", false);
  });

  test("leaves the video paused for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydratedMedia(page);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    await expect(video(page)).toHaveJSProperty("paused", true);
  });

  test("shows the trust badges and the four service cards linking to their pages", async ({
    page,
  }) => {
    await page.goto("/");
    const badges = page.getByRole("region", { name: "Security and reputation" });
    for (const badge of trustBadges) {
      await expect(badges.getByText(badge.label, { exact: true })).toBeVisible();
    }

    const services = page.getByRole("region", { name: homeSections.services.heading });
    await expect(
      services.getByRole("listitem").filter({ has: page.getByRole("heading") }),
    ).toHaveCount(4);
    for (const card of serviceCards) {
      await expect(services.getByRole("link", { name: card.title })).toHaveAttribute(
        "href",
        card.href,
      );
      await expect(services.getByText(card.badge)).toBeVisible();
    }
  });

  test("server-renders every later section and the worked example", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const heading of [
      calculatorCopy.heading,
      homeSections.socialProof.heading,
      commercialCards.heading,
      commercialCards.changesHeading,
      homeSections.testimonials.heading,
      homeSections.guarantee.heading,
      homeSections.contact.heading,
      homeSections.transcript.heading,
    ]) {
      expect(html).toContain(heading.replaceAll("'", "&#x27;"));
    }
    expect(html).toContain("Worked example: a small business, $50,000 a month");
    expect(html).toContain("Commercial Enhanced Data Program");
    expect(html).toContain(site.phone.display);
  });
});

test.describe("savings calculator", () => {
  const ipRow = (page: Page) =>
    page
      .getByRole("form", { name: "Savings calculator" })
      .getByRole("row", { name: /^Interchange plus/ });

  test("computes known inputs and writes them to the address", async ({ page }) => {
    await page.goto("/");
    // Scroll to the form itself: on phones the worked example above it is several screens tall.
    await page.getByRole("heading", { name: calculatorCopy.liveHeading }).scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Savings calculator" });
    await form.getByLabel("Monthly card sales").fill("10000");
    await form.getByLabel("Average sale").fill("100");
    await form.getByLabel("Share paid by credit card").fill("100");
    await form.getByRole("radio", { name: "Total monthly fees" }).check();
    await form.getByLabel("Total monthly processing fees").fill("400");

    await expect(form.getByRole("row", { name: /What you pay today/ })).toContainText("$400$4,800");
    await expect(ipRow(page)).toContainText("$230–$300$2,760–$3,600$1,200–$2,040");
    await expect(page).toHaveURL(/\?vol=10000&ticket=100&credit=100&fees=400$/);
  });

  test("opens a shared link with its figures", async ({ page }) => {
    await page.goto("/?vol=10000&ticket=100&credit=100&fees=400&state=CO#savings-calculator");
    const form = page.getByRole("form", { name: "Savings calculator" });
    // The calculator loads as it nears the viewport, after hydration: slow on a loaded machine.
    await expect(form.getByText("figures from a shared link")).toBeVisible({ timeout: 30_000 });
    await expect(form.getByLabel("State")).toHaveValue("CO");
    await expect(ipRow(page)).toContainText("$230–$300");
    await expect(form.getByRole("row", { name: /Zero fee/ })).toContainText("$34–$105");
    await expect(form).toContainText("Colorado caps surcharges at 2%.");
  });

  test("loads into the place its placeholder held, so nothing below it moves", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: calculatorCopy.liveHeading });
    // The loader's box, right after the heading: the placeholder first, then the calculator.
    const slot = heading.locator("xpath=following-sibling::div[1]");
    await expect(slot.locator("[aria-hidden].animate-pulse")).toHaveCount(1);
    const held = (await slot.boundingBox())!.height;
    await heading.scrollIntoViewIfNeeded();
    await expect(slot.getByRole("form", { name: "Savings calculator" })).toBeVisible();
    const loaded = (await slot.boundingBox())!.height;
    // Within 3rem: the lines of the method and results wrap a little differently at each width.
    expect(
      Math.abs(loaded - held),
      `placeholder ${held} px, calculator ${loaded} px`,
    ).toBeLessThanOrEqual(48);
  });

  test("says so when its code does not arrive, keeps the page, and loads on a retry", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Every chunk the page names up front loads; any other (the calculator's) fails until retried.
    const html = await (await request.get("/")).text();
    const named = new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g));
    let offline = true;
    const refused: string[] = [];
    await page.route("**/_next/static/chunks/*.js", (route) => {
      const { pathname } = new URL(route.request().url());
      if (!offline || named.has(pathname)) return route.continue();
      refused.push(pathname);
      return route.abort("internetdisconnected");
    });

    await page.goto(`/#${calculatorAnchor}`);
    const failed = page.getByRole("alert").filter({ hasText: calculatorCopy.loadFailed });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    expect(refused.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("form", { name: "Savings calculator" })).toHaveCount(0);

    offline = false;
    await failed.getByRole("button", { name: calculatorCopy.retry }).click();
    const form = page.getByRole("form", { name: "Savings calculator" });
    await expect(form).toBeVisible();
    await expect(failed).toHaveCount(0);
    // The button pressed is gone: focus moved into what replaced it, not back to the page's top.
    await expect
      .poll(() => form.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
  });

  test("refuses the surcharge model in Connecticut", async ({ page }) => {
    await page.goto("/?state=CT");
    const row = page
      .getByRole("form", { name: "Savings calculator" })
      .getByRole("row", { name: /Zero fee/ });
    await expect(row).toContainText("Connecticut law prohibits surcharging card payments.");
  });
});

test.describe("welcome message", () => {
  test("tries to play at volume 0.7 on load and retries on the first click", async ({ page }) => {
    await instrumentAudio(page, 1);
    await page.goto("/");
    await expect.poll(() => audioPlays(page)).toEqual([{ volume: 0.7 }]);
    await expect(page.getByRole("button", { name: "Play welcome message" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => audioPlays(page)).toEqual([{ volume: 0.7 }, { volume: 0.7 }]);
    await expect(page.getByRole("button", { name: "Pause welcome message" })).toBeVisible();
  });

  test("retries on the first key press", async ({ page }) => {
    await instrumentAudio(page, 1);
    await page.goto("/");
    await expect.poll(() => audioPlays(page)).toHaveLength(1);
    await page.keyboard.press("Tab");
    await expect.poll(() => audioPlays(page)).toHaveLength(2);
  });

  test("pauses and mutes from a visible control and remembers the choice", async ({ page }) => {
    // Two tabs of the heaviest page, each decoding the hero video: 30 s is not enough on 2 busy
    // cores (CI ran out at 31.8 s after every step had passed).
    test.slow();
    await instrumentAudio(page, 0);
    await page.goto("/");
    const group = page.getByRole("group", { name: "Welcome message" });
    await expect(group.getByRole("button", { name: "Pause welcome message" })).toBeVisible();
    await group.getByRole("button", { name: "Mute welcome message" }).click();
    await expect(group.getByRole("button", { name: "Unmute welcome message" })).toBeVisible();
    expect(await page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(
      true,
    );
    await group.getByRole("button", { name: "Pause welcome message" }).click();
    await expect(group.getByRole("button", { name: "Play welcome message" })).toBeVisible();
    await expect(group.getByRole("link", { name: "Transcript" })).toHaveAttribute(
      "href",
      "#welcome-transcript",
    );

    await expect(group.getByRole("button", { name: /mute/i })).toHaveCount(0);

    // A new tab is a new session with the same browser storage: the choice still holds.
    const next = await page.context().newPage();
    await instrumentAudio(next, 0);
    await next.goto("/");
    await waitForHydratedMedia(next);
    await next.getByRole("heading", { level: 1 }).click();
    expect(await audioPlays(next)).toEqual([]);
    // Control: the page is live, and the message plays when asked.
    await next.getByRole("button", { name: "Play welcome message" }).click();
    await expect.poll(() => audioPlays(next)).toEqual([{ volume: 0.7 }]);
  });

  test("offers Mute only while it plays, and starts when the visitor taps into the calculator", async ({
    page,
  }) => {
    await instrumentAudio(page, 1);
    await page.goto("/#savings-calculator");
    // The attempt on load runs once the page has hydrated: slow with a busy CPU.
    await waitForHydration(page);
    await expect.poll(() => audioPlays(page)).toHaveLength(1);
    const group = page.getByRole("group", { name: "Welcome message" });
    await expect(group.getByRole("button", { name: "Play welcome message" })).toBeAttached();
    await expect(group.getByRole("button", { name: /mute/i })).toHaveCount(0);

    await page
      .getByRole("form", { name: "Savings calculator" })
      .getByLabel("Monthly card sales")
      .click();
    await expect.poll(() => audioPlays(page)).toHaveLength(2);
    await expect(group.getByRole("button", { name: "Mute welcome message" })).toBeAttached();
    await expect(group.getByRole("button", { name: "Pause welcome message" })).toBeAttached();
  });

  test("does not start by itself again in a session in which it has played", async ({ page }) => {
    await instrumentAudio(page, 0);
    await page.goto("/");
    await expect.poll(() => audioPlays(page)).toHaveLength(1);

    await page.reload();
    await waitForHydratedMedia(page);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Tab");
    expect(await audioPlays(page)).toEqual([]);
    await page.getByRole("button", { name: "Play welcome message" }).click();
    await expect.poll(() => audioPlays(page)).toEqual([{ volume: 0.7 }]);

    const nextSession = await page.context().newPage();
    await instrumentAudio(nextSession, 0);
    await nextSession.goto("/");
    await expect.poll(() => audioPlays(nextSession)).toHaveLength(1);
  });

  test("links a transcript that the page carries", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Transcript" }).click();
    await expect(
      page.getByRole("heading", { name: homeSections.transcript.heading }),
    ).toBeInViewport();
  });

  test("is not played on other pages", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("audio")).toHaveCount(0);
  });
});

test("has no serious or critical accessibility violations, calculator included", async ({
  page,
}) => {
  await page.goto("/#savings-calculator");
  await expect(page.getByRole("form", { name: "Savings calculator" })).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
});
