// bench/run.mjs's first-visit JavaScript table: what Chromium fetches on every route until the
// network is idle (bench/js-size.mjs), beside the hello-world floor counted the same way in the
// same run, and beside an earlier run's figures when JS_BEFORE names its results file.
import { readFileSync } from "node:fs";
import { firstVisitJs } from "../js-size.mjs";

// Issue 36: no route above the hello-world floor (measured in the same run) + 10 KiB gzip.
export const jsOverFloorKib = 10;

/** The gzip size (KiB) of what the hello-world anchor's page fetches until idle: the floor. */
export async function anchorJsKib(helloUrl) {
  return (await firstVisitJs(helloUrl, ["/"]))["/"].kib;
}

/** An earlier run's `js` figures (bench/results/*.json), by route, or {} without JS_BEFORE. */
function before() {
  const file = process.env.JS_BEFORE;
  return file ? JSON.parse(readFileSync(file, "utf8")).js : {};
}

/** Prints the table, largest first, and adds a miss for each route over the budget or blind. */
export function printJsTable(js, floorKib, misses) {
  const jsBudgetKib = Math.round((floorKib + jsOverFloorKib) * 10) / 10;
  const earlier = before();
  const withBefore = Object.keys(earlier).length > 0;
  console.log(
    `\nFirst-visit JavaScript (gzip, fetched until the network is idle; the larger of a phone and a desktop screen): floor (hello-world) ${floorKib} KiB, budget ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`,
  );
  console.log(`${withBefore ? " before" : ""}     KiB  mobile desktop  floor  +KiB  budget  route`);
  for (const [route, entry] of Object.entries(js).sort((a, b) => b[1].kib - a[1].kib)) {
    const { kib, screens, unsettled } = entry;
    const over = kib > jsBudgetKib;
    if (over)
      misses.push(`${route}: ${kib} KiB JS > ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`);
    // Every page hydrates: none fetched means the page or the count went blind.
    if (kib === 0) misses.push(`${route}: no scripts fetched`);
    if (unsettled.length)
      misses.push(`${route}: the network was never idle (${unsettled.join(", ")})`);
    const plus = (kib - floorKib).toFixed(1);
    const was = withBefore ? String(earlier[route]?.kib ?? "-").padStart(7) : "";
    console.log(
      `${was}  ${String(kib).padStart(6)} ${String(screens.mobile).padStart(7)} ${String(screens.desktop).padStart(7)} ${String(floorKib).padStart(6)} ${plus.padStart(5)}  ${over ? "OVER" : "ok  "}    ${route}`,
    );
  }
}
