#!/usr/bin/env node
// `node bench/first-input.mjs <url>...`: the responsiveness of a form's first keystrokes under
// Lighthouse's mobile throttling (4x CPU slowdown; 150 ms RTT, 1.6 Mbit/s down), as Event Timing
// reports it (INP's source): the visitor scrolls to the first text field, taps it and types at
// once, so the form's deferred code (components/islands/deferred-island.tsx) loads and hydrates
// while they type. Prints, per page (median of RUNS, 3), the longest keystroke (target 100 ms) and
// the tap that focused the field, beside the tap on a floor page measured in the same run: one
// field on an otherwise empty page, no script, so what the tap costs the browser itself.
import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { median } from "./support/bench-format.mjs";

const runs = Number(process.env.RUNS ?? 3);
const limitMs = 100;
// WAIT_MS: how long the visitor reads before tapping (0: at once, the worst case for a deferred
// form, whose code may still be loading and hydrating under their first keystrokes).
const waitMs = Number(process.env.WAIT_MS ?? 0);

/** Event Timing's names for a tap and for a key; the longest of each is reported. */
const tapEvents = new Set(["pointerdown", "pointerup", "click", "touchstart", "touchend"]);
const keyEvents = new Set(["keydown", "keypress", "keyup", "beforeinput", "input"]);

/** The floor: a page with one name field a scroll below the top, and nothing else. */
const floorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title></head>
<body><main><p style="height:1200px">Text</p><form><label>Name
<input name="name" autocomplete="name"></label></form></main></body></html>`;

/** The longest tap and keystroke (ms) while tapping the first text field and typing a name. */
async function firstInput(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          window.__interactions.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  // The name field every lead form starts with, or where its first step asks for none (the
  // pre-application's business details come first), the business's name.
  const name = page.locator('form input[autocomplete="name"]:visible');
  const field = (
    (await name.count()) > 0
      ? name
      : page.locator('form input[autocomplete="organization"]:visible')
  ).first();
  await field.scrollIntoViewIfNeeded();
  await page.waitForTimeout(waitMs);
  await field.tap();
  await page.keyboard.type("Dana Kowalski", { delay: 60 });
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => window.__interactions);
  await context.close();
  if (process.env.VERBOSE) console.log(JSON.stringify(durations));
  const longest = (names) =>
    Math.max(0, ...durations.filter((entry) => names.has(entry.name)).map((e) => e.duration));
  return { tap: longest(tapEvents), key: longest(keyEvents) };
}

/** Medians of RUNS visits to `url`: the longest keystroke and the tap. */
async function measure(browser, url) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await firstInput(browser, url));
  const keys = samples.map((sample) => sample.key);
  const taps = samples.map((sample) => sample.tap);
  return { key: median(keys), tap: median(taps), keys, taps };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const floor = createServer((request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(floorPage);
}).listen(0, "127.0.0.1");
await new Promise((resolve) => floor.once("listening", resolve));
let missed = false;
try {
  const bare = await measure(browser, `http://127.0.0.1:${floor.address().port}/`);
  console.log(`  floor (one field, no script): tap ${bare.tap} ms (runs ${bare.taps.join(", ")})`);
  for (const url of process.argv.slice(2)) {
    const { key, tap, keys, taps } = await measure(browser, url);
    if (key > limitMs) missed = true;
    console.log(
      `  ${url}: longest keystroke ${key} ms (runs ${keys.join(", ")}) ${key > limitMs ? "OVER" : "ok"};` +
        ` tap ${tap} ms (runs ${taps.join(", ")}), floor's ${bare.tap}`,
    );
  }
} finally {
  await browser.close();
  floor.close();
}
process.exit(missed ? 1 : 0);
