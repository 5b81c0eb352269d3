// bench/run.mjs's first-visit JavaScript table: every route's gzip size (bench/js-size.mjs)
// beside the hello-world floor measured from the anchor served in the same run.
import { gzipSync } from "node:zlib";

// Issue 36: no route above the hello-world floor (measured in the same run) + 10 KiB gzip.
export const jsOverFloorKib = 10;

/** The gzip size (KiB) of the scripts the hello-world anchor's page loads: the framework floor. */
export async function anchorJsKib(helloUrl) {
  const html = await (await fetch(helloUrl)).text();
  const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/noModule/i.test(tag))
    .map(([, src]) => src);
  let bytes = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(helloUrl + src)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Prints the table, largest first, and adds a miss for each route over the budget or blind. */
export function printJsTable(js, floorKib, misses) {
  const jsBudgetKib = Math.round((floorKib + jsOverFloorKib) * 10) / 10;
  console.log(
    `\nFirst-visit JavaScript (gzip): floor (hello-world) ${floorKib} KiB, budget ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`,
  );
  console.log("     KiB  floor  +KiB  budget  route");
  for (const [route, { kib }] of Object.entries(js).sort((a, b) => b[1].kib - a[1].kib)) {
    const over = kib > jsBudgetKib;
    if (over)
      misses.push(`${route}: ${kib} KiB JS > ${jsBudgetKib} KiB (floor + ${jsOverFloorKib})`);
    // Every page hydrates: none found means the HTML changed shape and this count went blind.
    if (kib === 0) misses.push(`${route}: no scripts found in its HTML`);
    const plus = (kib - floorKib).toFixed(1);
    console.log(
      `  ${String(kib).padStart(6)} ${String(floorKib).padStart(6)} ${plus.padStart(5)}  ${over ? "OVER" : "ok  "}    ${route}`,
    );
  }
}
