// What one Lighthouse run's Total Blocking Time is made of. Lighthouse simulates the slow phone
// from an unthrottled load (Lantern): each main-thread task of the trace becomes a node whose
// duration is multiplied (by 4, or by 2 when it lays out), and TBT is the mean of an optimistic
// and a pessimistic estimate, each summing what every task spends over 50 ms between the first
// contentful paint and Time to Interactive of that estimate. This redoes that sum on the run's
// own artifacts and splits it by what each task mostly did, so that a bench row says whether the
// time is the page's first style and layout, its HTML, or a script.
//
// The first cause is often the first paint's task itself: FCP is estimated on a graph that holds
// only the document, the first parse, the first layout and the first paint, while TBT runs on the
// whole graph, where the navigation commit and the later parse tasks come first and push that
// task past the estimated FCP.
import { Audit } from "lighthouse/core/audits/audit.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const blockingThresholdMs = 50;

/** Trace event names by the cause they stand for; the outermost one found in a task counts. */
const causeOfEvent = {
  ParseHTML: "HTML parse",
  UpdateLayoutTree: "style, layout, paint",
  Layout: "style, layout, paint",
  PrePaint: "style, layout, paint",
  Paint: "style, layout, paint",
  Layerize: "style, layout, paint",
  "DocumentLoader::CommitNavigation": "navigation commit",
  EvaluateScript: "script",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  EventDispatch: "script",
  RunMicrotasks: "script",
};

/** What a simulated task mostly did: the cause its outermost known events spent most time on. */
function causeOf(node) {
  const totals = new Map();
  const scripts = new Map();
  let coveredUntil = -Infinity;
  for (const event of [...node.childEvents].sort((a, b) => a.ts - b.ts)) {
    const cause = causeOfEvent[event.name];
    if (!cause || event.ts < coveredUntil) continue;
    coveredUntil = event.ts + (event.dur ?? 0);
    totals.set(cause, (totals.get(cause) ?? 0) + (event.dur ?? 0));
    const url = event.args?.data?.url;
    if (cause === "script" && url) scripts.set(url, (scripts.get(url) ?? 0) + (event.dur ?? 0));
  }
  const [cause] = [...totals].sort((a, b) => b[1] - a[1])[0] ?? ["other"];
  if (cause !== "script" || scripts.size === 0) return cause;
  const [url] = [...scripts].sort((a, b) => b[1] - a[1])[0];
  // A script file by its name; the page's own URL stands for its inline scripts. A trace may
  // name a script by a path or a label rather than a whole URL (which stopped the split whole).
  const file = (URL.canParse(url) ? new URL(url).pathname : url).split("/").pop() ?? "";
  return file.endsWith(".js") ? `script ${file}` : "inline scripts";
}

/**
 * Milliseconds of a simulated run's TBT by cause, largest first; they add up to the run's TBT.
 * `artifacts` and `settings` are the run's (`runnerResult.artifacts`, `lhr.configSettings`); should
 * this sum ever differ from the `reportedMs` Lighthouse reported (another Lighthouse version), the
 * difference is listed as such rather than spread over the causes.
 */
export async function tbtCauses(artifacts, settings, reportedMs) {
  try {
    return await splitByCause(artifacts, settings, reportedMs);
  } catch (error) {
    // A diagnostic: a run it cannot split keeps its figures, and the bench goes on.
    // Node's URL errors carry the text that did not parse: printed, so the next one can be found.
    const input = error.input === undefined ? "" : ` ${JSON.stringify(error.input).slice(0, 80)}`;
    const cause = `not split (${error.code ?? error.message}${input})`;
    return [{ cause, ms: Math.round(reportedMs) }];
  }
}

async function splitByCause(artifacts, settings, reportedMs) {
  const context = { computedCache: new Map(), settings };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  // Lantern pairs the optimistic TBT with the pessimistic FCP and the optimistic TTI, and the
  // other way round; the reported figure is the mean of the two.
  const estimates = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ];
  const causes = new Map();
  for (const [estimate, startMs, endMs] of estimates) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== "cpu" || timing.duration < blockingThresholdMs) continue;
      const clippedMs = Math.min(timing.endTime, endMs) - Math.max(timing.startTime, startMs);
      if (clippedMs <= blockingThresholdMs) continue;
      const cause = causeOf(node);
      causes.set(cause, (causes.get(cause) ?? 0) + (clippedMs - blockingThresholdMs) / 2);
    }
  }
  const differenceMs = reportedMs - [...causes.values()].reduce((sum, ms) => sum + ms, 0);
  if (Math.abs(differenceMs) >= 1)
    causes.set("not split (Lighthouse's own sum differs)", differenceMs);
  return [...causes]
    .map(([cause, ms]) => ({ cause, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms);
}
