// First-visit JavaScript, counted the way Chromium fetches it: every script a page loads from
// navigation until the network has been quiet for `quietMs`, idle-time and near-the-screen loads
// included, with the page left where it opens (no scroll, no input). Each page is loaded on the
// e2e projects' two screens (a Pixel 7 and a desktop); a route counts the larger. Sizes are gzip
// level 9 of each script's bytes, as the hello-world floor is counted (bench/support/js-table.mjs).
import { chromium, devices } from "@playwright/test";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { htmlFiles } from "../scripts/rewrite-built-pages.mjs";

/** The screens a first visit is counted on; named as the e2e projects are. */
export const screens = {
  mobile: devices["Pixel 7"],
  desktop: devices["Desktop Chrome"],
};

/**
 * How long the network must stay silent before the page counts as idle: longer than the idle
 * callbacks' own timeouts (2-3 s after load or hydration), so a load they start is caught.
 */
const quietMs = Number(process.env.JS_QUIET_MS ?? 5000);
/** A page still fetching after this long is counted as it stands, and named. */
const capMs = 60_000;

/** Every pre-rendered route of the build in `build` ("/" first, "/about", ...). */
export function builtRoutes(build = ".next") {
  const appDir = path.join(build, "server", "app");
  return [...htmlFiles(appDir)]
    .filter((file) => !path.basename(file).startsWith("_")) // _not-found, _global-error
    .map(
      (file) =>
        "/" +
        path
          .relative(appDir, file)
          .replace(/\\/g, "/")
          .replace(/\.html$/, "")
          .replace(/^index$/, ""),
    )
    .sort();
}

const gzipSizes = new Map();
/** The gzip size of a script, fetched once per URL (chunk URLs are content-hashed). */
async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length),
    );
  }
  return gzipSizes.get(url);
}

/** The scripts one page fetches until its network is quiet: [{ url, bytes }], and whether it settled. */
async function scriptsUntilIdle(browser, url, screen) {
  const context = await browser.newContext({ ...screen });
  const page = await context.newPage();
  const scripts = new Set();
  let inFlight = 0;
  let requests = 0;
  let lastActivity = Date.now();
  page.on("request", (request) => {
    inFlight += 1;
    requests += 1;
    lastActivity = Date.now();
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: "load" });
    for (;;) {
      if (Date.now() - started > capMs) return { scripts: await sized(scripts), settled: false };
      if (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        await page.waitForTimeout(250);
        continue;
      }
      // Quiet on the wire; on a busy machine the page may still be painting or hydrating, with
      // the loads that follow (the chunks after the first paint, islands after hydration) to come.
      // Idle only once its main thread has been idle too and nothing started meanwhile.
      const seen = requests;
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
      await page.waitForTimeout(500);
      if (requests === seen && inFlight === 0) break;
    }
    return { scripts: await sized(scripts), settled: true };
  } finally {
    await context.close();
  }
}

async function sized(urls) {
  return Promise.all([...urls].map(async (url) => ({ url, bytes: await gzipSize(url) })));
}

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * { route: { kib, scripts, screens: { mobile, desktop }, unsettled } } for each route of `baseUrl`,
 * `concurrency` pages at a time. `kib` is the larger screen's count.
 */
export async function firstVisitJs(baseUrl, routes, { concurrency = 3 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const jobs = routes.flatMap((route) => Object.keys(screens).map((screen) => [route, screen]));
  const counted = {};
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const [route, screen] = job;
        const { scripts, settled } = await scriptsUntilIdle(
          browser,
          baseUrl + route,
          screens[screen],
        );
        const entry = (counted[route] ??= { screens: {}, files: {}, unsettled: [] });
        entry.screens[screen] = kib(scripts.reduce((sum, { bytes }) => sum + bytes, 0));
        entry.files[screen] = scripts.map(({ url, bytes }) => ({
          file: new URL(url).pathname,
          kib: kib(bytes),
        }));
        if (!settled) entry.unsettled.push(screen);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser.close();
  }
  for (const entry of Object.values(counted)) {
    entry.kib = Math.max(...Object.values(entry.screens));
    entry.scripts = Math.max(...Object.values(entry.files).map((files) => files.length));
  }
  return counted;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node bench/js-size.mjs <base URL> [route...]`: the count of a server already running.
  const [baseUrl, ...only] = process.argv.slice(2);
  if (!baseUrl) throw new Error("usage: node bench/js-size.mjs <base URL> [route...]");
  const counted = await firstVisitJs(baseUrl, only.length ? only : builtRoutes());
  for (const [route, { kib: size, screens: by }] of Object.entries(counted).sort(
    (a, b) => b[1].kib - a[1].kib,
  )) {
    console.log(
      `${String(size).padStart(7)} KiB  mobile ${by.mobile}  desktop ${by.desktop}  ${route}`,
    );
  }
  if (process.env.VERBOSE) console.log(JSON.stringify(counted, null, 2));
}
