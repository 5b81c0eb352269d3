// The order of events of one unthrottled page load, from a Chromium performance trace: when the
// document, the stylesheet and the last JavaScript chunk finished loading, when the chunks were
// evaluated, and the first paint and LCP. The aim is the hello-world order: paint, then evaluate.
import { chromium } from "@playwright/test";

const categories = [
  "devtools.timeline",
  "loading",
  "blink.user_timing",
  "disabled-by-default-devtools.timeline",
];

/** Milliseconds from navigation start; medians over `runs` loads with a fresh context each. */
export async function traceTimings(url, { runs = 3, viewport = { width: 390, height: 844 } } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await browser.startTracing(page, { categories });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(300); // let LCP settle after load
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      samples.push(timings(events, url));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const keys = Object.keys(samples[0]);
  return Object.fromEntries(
    keys.map((key) => {
      const values = samples
        .map((s) => s[key])
        .filter((v) => v !== null)
        .sort((a, b) => a - b);
      return [key, values.length ? Math.round(values[Math.floor(values.length / 2)]) : null];
    }),
  );
}

function timings(events, url) {
  const navStart =
    events.find(
      (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith(url),
    ) ?? events.find((e) => e.name === "navigationStart");
  const t0 = navStart.ts;
  const ms = (ts) => (ts === undefined || !Number.isFinite(ts) ? null : (ts - t0) / 1000);
  const urls = new Map(); // requestId -> url
  for (const e of events)
    if (e.name === "ResourceSendRequest") urls.set(e.args.data.requestId, e.args.data.url);
  const finishOf = (test) =>
    Math.max(
      ...events
        .filter((e) => e.name === "ResourceFinish" && test(urls.get(e.args.data.requestId) ?? ""))
        .map((e) => e.ts),
    );
  const chunkEvals = events.filter(
    (e) =>
      e.name === "EvaluateScript" &&
      /\/_next\/static\/chunks\/.*\.js/.test(e.args?.data?.url ?? ""),
  );
  const firstOf = (name) => events.find((e) => e.name === name && e.ts >= t0)?.ts;
  // The main thread's tasks from navigation to load (and the 300 ms after): hydration is in here.
  const tasks = events.filter(
    (e) =>
      e.name === "RunTask" &&
      e.ph === "X" &&
      e.ts >= t0 &&
      e.pid === navStart.pid &&
      e.tid === navStart.tid,
  );
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1)?.ts;
  const longestOf = (list) =>
    list.reduce((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), undefined);
  // The time a task spent in events of these names (script, or style and layout).
  const within = (task, names) =>
    task
      ? events
          .filter(
            (e) =>
              names.includes(e.name) &&
              e.ph === "X" &&
              e.tid === task.tid &&
              e.pid === task.pid &&
              e.ts >= task.ts &&
              e.ts + (e.dur ?? 0) <= task.ts + task.dur,
          )
          .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000
      : null;
  const script = ["EvaluateScript", "FunctionCall", "v8.compile"];
  const styleLayout = ["UpdateLayoutTree", "Layout"];
  const longest = longestOf(tasks);
  // Hydration: the longest task from the first evaluation of the page's chunks on (the first
  // style and layout and the first paint come before it, in the hello-world order).
  const hydrationFrom = Math.min(...chunkEvals.map((e) => e.ts));
  const longestHydration = longestOf(
    tasks.filter((task) => task.ts + (task.dur ?? 0) > hydrationFrom),
  );
  return {
    documentEnd: ms(finishOf((u) => u.split("#")[0] === url)),
    stylesheetEnd: ms(finishOf((u) => u.endsWith(".css"))),
    lastChunkEnd: ms(finishOf((u) => /\/_next\/static\/chunks\/.*\.js$/.test(u))),
    firstChunkEval: ms(Math.min(...chunkEvals.map((e) => e.ts))),
    lastChunkEvalEnd: ms(Math.max(...chunkEvals.map((e) => e.ts + (e.dur ?? 0)))),
    firstPaint: ms(firstOf("firstPaint")),
    firstContentfulPaint: ms(firstOf("firstContentfulPaint")),
    lcp: ms(lcp),
    longestTask: longest ? (longest.dur ?? 0) / 1000 : null,
    longestTaskStyleLayout: within(longest, styleLayout),
    longestTaskScript: within(longest, script),
    longestHydrationTask: longestHydration ? (longestHydration.dur ?? 0) / 1000 : null,
    // Script evaluation that ran before the first paint, in ms (0 in the hello-world order).
    evalBeforePaint:
      chunkEvals
        .filter((e) => e.ts < (firstOf("firstPaint") ?? Infinity))
        .reduce((sum, e) => sum + Math.min(e.dur ?? 0, firstOf("firstPaint") - e.ts), 0) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(url, await traceTimings(url));
}
