import { expect, test, type Page } from "@playwright/test";
import leadFormPages from "@/content/routes/lead-form-pages.json";
import { isRoute, routes } from "@/content/routes";
import { isPixelExcludedPath, pixelEventOrigin, pixelScriptUrl } from "@/lib/pixel/config";
import { statementPaths } from "@/lib/statements/paths";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";

// The pixel's id is read when the server starts (META_PIXEL_ID), so this spec runs the same build
// as every other spec on a server of its own with a real-looking id: no second build.
const pixelId = "730912846501327";
// One worker for the whole file: every test shares the one server on this spec's port.
test.describe.configure({ mode: "default" });
const pixelHosts = new Set([new URL(pixelScriptUrl).host, new URL(pixelEventOrigin).host]);
const formPages = leadFormPages.filter(isRoute);
const pagesWithoutForm = ["/about", "/zero-fee", "/terms"];

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite(ports.ownSite(6), { META_PIXEL_ID: pixelId }, [
    ...formPages,
    ...pagesWithoutForm,
  ]);
});
test.afterAll(async () => site?.close());

/** Stands in for Meta's script: it drains the queue and sends each event as an image request. */
const standInScript = `(() => {
  const fbq = window.fbq;
  let id = "";
  fbq.callMethod = (command, ...args) => {
    if (command === "init") id = args[0];
    if (command === "track") new Image().src = "${pixelEventOrigin}/tr/?id=" + id + "&ev=" + args[0];
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

/** Routes every pixel host to the stand-in and records what the page asks of them. */
async function watchPixel(page: Page) {
  const requests: string[] = [];
  await page.context().route(
    (url) => pixelHosts.has(url.host),
    (route) => {
      const url = route.request().url();
      requests.push(url);
      return url === pixelScriptUrl
        ? route.fulfill({ contentType: "text/javascript", body: standInScript })
        : route.fulfill({ status: 204 });
    },
  );
  return {
    requests,
    pageViews: () => requests.filter((url) => url.includes("ev=PageView")).length,
  };
}

/** Signals Global Privacy Control, as Firefox, Brave and DuckDuckGo can. */
const sendGpc = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );

/** Whether the page's document still holds the pixel's command queue. */
const pixelInDocument = (page: Page) => page.evaluate(() => "fbq" in window);

/** Gives an idle-time loader and any stray request time to happen. */
const settle = (page: Page) => page.waitForTimeout(1_500);

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });

/** Pixel requests per page, for the report. */
const counts: Record<string, number> = {};
test.afterAll(() => {
  if (Object.keys(counts).length === 0) return;
  const line = Object.entries(counts)
    .map(([path, count]) => `${path} ${count}`)
    .join(", ");
  console.log(`Pixel requests per page (id set at run time): ${line}`);
});

test("the pixel's exclusions are exactly the pages whose HTML carries a lead form, and the sent page", async ({
  request,
}) => {
  for (const { path } of routes) {
    const response = await request.get(`${site.url}${path}`);
    const html = await response.text();
    const csp = response.headers()["content-security-policy"] ?? "";
    const hasForm = html.includes('name="submission_id"');
    expect(hasForm, `${path}: lead form in HTML vs lead-form-pages.json`).toBe(
      leadFormPages.includes(path),
    );
    // The page's own policy lets the pixel's hosts in only where there is no form, and not on the
    // page that shows a sender the figures read from their own statement.
    expect(csp.includes(new URL(pixelScriptUrl).origin), `${path}: CSP`).toBe(
      !hasForm && !isPixelExcludedPath(path),
    );
    if (!hasForm) expect(isPixelExcludedPath(path), path).toBe(path === statementPaths.sent);
  }
});

test("a page without a form loads the pixel and counts every route change", async ({ page }) => {
  const pixel = await watchPixel(page);
  await page.goto(`${site.url}/about`);
  await expect.poll(pixel.pageViews).toBe(1);
  counts["/about"] = pixel.requests.length;
  await footerLink(page, "Testimonials").click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect.poll(pixel.pageViews).toBe(2);
  expect(pixel.requests.filter((url) => url === pixelScriptUrl)).toHaveLength(1);
});

test("no page with a form asks anything of the pixel's hosts", async ({ page }) => {
  const pixel = await watchPixel(page);
  for (const path of formPages) {
    const before = pixel.requests.length;
    await page.goto(`${site.url}${path}`);
    await settle(page);
    counts[path] = pixel.requests.length - before;
    expect(await pixelInDocument(page), path).toBe(false);
  }
  expect(pixel.requests).toEqual([]);
  for (const path of pagesWithoutForm.slice(1)) {
    const [before, views] = [pixel.requests.length, pixel.pageViews()];
    await page.goto(`${site.url}${path}`);
    await expect.poll(pixel.pageViews, { message: path }).toBe(views + 1);
    counts[path] = pixel.requests.length - before;
  }
});

test("a link from a page where the pixel ran opens a form page as a new document", async ({
  page,
}) => {
  const pixel = await watchPixel(page);
  await page.goto(`${site.url}/about`);
  await expect.poll(pixel.pageViews).toBe(1);
  const sent = pixel.requests.length;
  // A page load asks for a document before the address changes; a client-side route change
  // changes the address first (and a reload after it would ask for a second document).
  const events: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) events.push(`load ${new URL(request.url()).pathname}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) events.push(`address ${new URL(frame.url()).pathname}`);
  });
  await footerLink(page, "Contact").click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  await settle(page);
  expect(await pixelInDocument(page)).toBe(false);
  expect(pixel.requests.length).toBe(sent);
  expect(events[0]).toBe("load /contact");
  expect(events.filter((event) => event.startsWith("load"))).toEqual(["load /contact"]);
});

test("a form page reached in a document where the pixel has run since reloads without it", async ({
  page,
}) => {
  // The settings answer is held back, so the visitor reaches /contact before the pixel loads,
  // comes Back, lets it load on /about, then goes Forward to /contact in the same document.
  let answerSettings = () => {};
  const answered = new Promise<void>((resolve) => (answerSettings = resolve));
  await page.route("**/site-settings.json", async (route) => {
    await answered;
    await route.continue();
  });
  const pixel = await watchPixel(page);
  await page.goto(`${site.url}/about`);
  await footerLink(page, "Contact").click();
  await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  answerSettings();
  await expect.poll(pixel.pageViews).toBe(1);
  const sent = pixel.requests.length;
  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => pixelInDocument(page).catch(() => true)).toBe(false);
  await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  await settle(page);
  expect(pixel.requests.length).toBe(sent);
});

test.describe("with Global Privacy Control", () => {
  test("no page asks anything of the pixel's hosts", async ({ page }) => {
    await sendGpc(page);
    const pixel = await watchPixel(page);
    for (const path of pagesWithoutForm) {
      await page.goto(`${site.url}${path}`);
      await settle(page);
    }
    await footerLink(page, "About Us").click();
    await expect(page).toHaveURL(/\/about$/);
    await settle(page);
    expect(pixel.requests).toEqual([]);
  });

  test("the privacy notice says the opt-out was honoured", async ({ page }) => {
    await sendGpc(page);
    await page.goto(`${site.url}/terms#privacy-pixel`);
    await expect(page.getByRole("status").filter({ hasText: "signal honored" })).toContainText(
      "Opt-out preference signal honored. Your browser is sending Global Privacy Control",
    );
  });
});

test("without the signal, the privacy notice says none was detected", async ({ page }) => {
  await page.goto(`${site.url}/terms#privacy-pixel`);
  await expect(page.getByRole("status").filter({ hasText: "preference signal" })).toContainText(
    "No opt-out preference signal detected.",
  );
});

test("with no id on the server, nothing loads and nothing is sent", async ({ page, baseURL }) => {
  const pixel = await watchPixel(page);
  await page.goto(`${baseURL}/about`);
  await settle(page);
  await footerLink(page, "Testimonials").click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await settle(page);
  expect(pixel.requests).toEqual([]);
  expect(await pixelInDocument(page)).toBe(false);
});
