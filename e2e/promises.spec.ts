import { expect, test } from "@playwright/test";
import { routes } from "@/content/routes";
import {
  anchorsIn,
  brokenLinkPromises,
  pageRetentionPeriods,
  promisedLinks,
  unknownRetentionPeriods,
} from "@/lib/promises";

// Every page as served: a link whose words offer the statement review, a walkthrough call or the
// referral programme leads to the page that does it, and every retention period the copy states
// is one lib/retention/periods.ts runs.
test("every page keeps the promises its links and its retention periods make", async ({
  request,
  baseURL,
}) => {
  const brokenLinks: unknown[] = [];
  const unknownPeriods: unknown[] = [];
  let periodsStated = 0;
  let promisingLinks = 0;
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    const anchors = anchorsIn(html);
    promisingLinks += anchors.filter(({ text }) =>
      promisedLinks.some((p) => p.words.test(text)),
    ).length;
    const pageUrl = new URL(path, baseURL).href;
    brokenLinks.push(...brokenLinkPromises(anchors, pageUrl).map((link) => ({ path, ...link })));
    periodsStated += pageRetentionPeriods(html).length;
    unknownPeriods.push(...unknownRetentionPeriods(html).map((found) => ({ path, ...found })));
  }
  expect(brokenLinks).toEqual([]);
  expect(unknownPeriods).toEqual([]);
  // The checks found what they check: the privacy notice and the review page state periods.
  expect(periodsStated).toBeGreaterThan(5);
  expect(promisingLinks).toBeGreaterThan(20);
  console.log(
    `Promises checked: ${promisingLinks} links offering a review, a call or a referral; ${periodsStated} retention periods stated`,
  );
});
