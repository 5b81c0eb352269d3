// bench/run.mjs's unthrottled trace table: when each route paints and evaluates its scripts, and
// its longest task while loading (bench/trace.mjs), the hello-world anchor first.
import { traceTimings } from "../trace.mjs";

// Issue 36: no task over 50 ms at hydration (from the first evaluation of the page's chunks to
// load) in the unthrottled trace, on any route. The longest task of any kind is printed beside
// it, split into style and layout and script: on a long page it is the first style and layout,
// before the first paint and before any chunk runs.
const longTaskMs = 50;

/** Prints the table for `targetsOf` ([route, url]), adds misses; returns the traces by route. */
export async function printTraces(targetsOf, runs, misses) {
  const traces = {};
  console.log(`\nTrace, unthrottled, median of ${runs} (ms): paint first, evaluate later?`);
  console.log(
    "  route                          doc   css  chunks  eval   FP    LCP  eval<FP  hydration  longest task (style+layout / script)",
  );
  for (const [route, target] of targetsOf) {
    const t = (traces[route] = await traceTimings(target, { runs }));
    const cells = [
      t.documentEnd,
      t.stylesheetEnd,
      t.lastChunkEnd,
      t.firstChunkEval,
      t.firstPaint,
      t.lcp,
      t.evalBeforePaint,
      t.longestHydrationTask,
      t.longestTask,
    ];
    const anchor = traces["hello-world"]?.longestHydrationTask;
    if (route !== "hello-world" && t.longestHydrationTask > longTaskMs)
      misses.push(
        `${route}: a ${t.longestHydrationTask} ms task at hydration > ${longTaskMs} ms (hello-world: ${anchor} ms)`,
      );
    console.log(
      `  ${route.padEnd(30)} ${cells.map((c) => String(c ?? "-").padStart(5)).join(" ")} (${t.longestTaskStyleLayout ?? "-"} / ${t.longestTaskScript ?? "-"})`,
    );
  }
  return traces;
}
