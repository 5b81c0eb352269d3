// Lighthouse (mobile, simulated or applied throttling) against a running production server, with
// Debian's Chromium. Runs every target once a round and returns each one's median figures.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./support/bench-format.mjs";
import { tbtCauses } from "./tbt-causes.mjs";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** A category's score (0-100) as Lighthouse weighs it, with one audit left out. */
function scoreWithout(category, audits, leftOut) {
  const refs = category.auditRefs.filter(
    (ref) => ref.id !== leftOut && ref.weight > 0 && audits[ref.id].score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0);
  return Math.round((total / weight) * 100);
}

/**
 * One Lighthouse run of a URL: scores (0-100) and metrics (ms, CLS unitless).
 * `throttlingMethod: "devtools"` slows the network and CPU for real (applied throttling) instead
 * of simulating the slow phone from an unthrottled load.
 */
async function lighthouseRun(url, throttlingMethod) {
  // A run whose trace Chromium failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART: "run
  // Lighthouse again") has no metrics; it is run again, a few times at most, rather than counted.
  for (let badRecordings = 0; ;) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags,
    });
    try {
      const { lhr, artifacts } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        throttlingMethod,
      });
      if (lhr.runtimeError) {
        badRecordings += 1;
        console.warn(`    Lighthouse ${lhr.runtimeError.code} on ${url}; running it again`);
        if (badRecordings > 3)
          throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
        continue;
      }
      const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
      const lcpNode =
        lhr.audits["largest-contentful-paint-element"].details?.items?.[0]?.items?.[0]?.node;
      const tbtMs = lhr.audits["total-blocking-time"].numericValue;
      // Only a simulated run is split, so only its artifacts (the trace) are kept until then.
      const toSplit = throttlingMethod === "simulate" ? artifacts : null;
      const settings = lhr.configSettings;
      return {
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        // A page the site keeps out of search on purpose (noindex) fails only "is-crawlable";
        // the rest of the SEO category is scored without it (lighthouse-tables.mjs).
        crawlable: lhr.audits["is-crawlable"].score === 1 ? 1 : 0,
        seoBesidesCrawlable: scoreWithout(lhr.categories.seo, lhr.audits, "is-crawlable"),
        lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
        tbtMs,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        fcpMs: lhr.audits["first-contentful-paint"].numericValue,
        ttiMs: lhr.audits.interactive.numericValue,
        // The unthrottled load the simulation starts from: when FCP and LCP are one frame here
        // but far apart in the simulated figures, the gap is the simulation's, not the page's.
        observedFcpMs: observed.observedFirstContentfulPaint,
        observedLcpMs: observed.observedLargestContentfulPaint,
        lcpElement: lcpNode?.nodeLabel ?? lcpNode?.selector ?? null,
        // Lighthouse's own measure of this machine's speed at the time of the run (a mid-range
        // phone scores about 1,000): how fast the host was while the figures beside it were taken.
        benchmarkIndex: lhr.environment.benchmarkIndex,
        // Split later, for the median run only (tbt-causes.mjs simulates the load again).
        splitTbt: () => (toSplit ? tbtCauses(toSplit, settings, tbtMs) : Promise.resolve([])),
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
          )
          .map((audit) => audit.id),
      };
    } finally {
      await chrome.kill();
    }
  }
}

/** The median of each figure over a URL's runs, the median run's TBT split by cause. */
async function summary(samples) {
  const keys = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "crawlable",
    "seoBesidesCrawlable",
    "lcpMs",
    "tbtMs",
    "cls",
    "fcpMs",
    "ttiMs",
    "observedFcpMs",
    "observedLcpMs",
    "benchmarkIndex",
  ];
  const result = Object.fromEntries(
    keys.map((key) => [
      key,
      Math.round(median(samples.map((sample) => sample[key])) * 1000) / 1000,
    ]),
  );
  result.lcpElement = samples[0]?.lcpElement ?? null;
  // What the blocking time of the run with the median TBT was spent on (tbt-causes.mjs).
  const medianTbt = median(samples.map((sample) => sample.tbtMs));
  result.tbtCauses = await samples.find((sample) => sample.tbtMs === medianTbt).splitTbt();
  result.failing = [...new Set(samples.flatMap((sample) => sample.failing))];
  return result;
}

/**
 * Median Lighthouse figures of each `[name, url]` target over `runs` rounds. A round runs every
 * target once, the hello-world anchor beside the routes, so a machine that slows down for a while
 * (it is shared) slows the anchor's runs as much as the routes' instead of only one of them.
 */
export async function lighthouseRounds(targets, runs = 3, { throttlingMethod = "simulate" } = {}) {
  const samples = new Map(targets.map(([name]) => [name, []]));
  for (let round = 0; round < runs; round += 1)
    for (const [name, url] of targets)
      samples.get(name).push(await lighthouseRun(url, throttlingMethod));
  const results = {};
  for (const [name] of targets) results[name] = await summary(samples.get(name));
  return results;
}
