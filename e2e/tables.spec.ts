import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { calculatorAnchor } from "@/lib/calculator/params";

// Widths are set per check, so one project covers phones and desktops.

const builtApp = path.join(".next", "server", "app");

/** Every route whose pre-rendered HTML holds a table, read from the build so none is missed. */
function routesWithTables(): string[] {
  return readdirSync(builtApp, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("_"))
    .filter((file) => readFileSync(path.join(builtApp, file), "utf8").includes("<table"))
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`))
    .sort();
}

const phones = [320, 390, 430].map((width) => ({ width, height: 844 }));
const wider = [
  { width: 768, height: 900 },
  { width: 1366, height: 900 },
];

/**
 * What a visitor cannot read in the page's tables at this width: text outside the viewport or
 * cut off by its region, a cell whose text overflows it, a region that scrolls without being
 * focusable and named, or (on phones, where rows become cards) any sideways scrolling at all.
 */
function unreadable(page: Page, phone: boolean) {
  return page.evaluate((phone) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport)
      problems.push(`the page scrolls sideways at ${viewport}px`);
    for (const table of document.querySelectorAll("table")) {
      const name = table.caption?.textContent?.trim().slice(0, 40) ?? "a table without caption";
      const region = table.closest<HTMLElement>('[role="region"]');
      if (!region) {
        problems.push(`${name}: not in a region`);
        continue;
      }
      const scrolls = region.scrollWidth > region.clientWidth + 1;
      const named = region.hasAttribute("aria-labelledby") || region.hasAttribute("aria-label");
      if (scrolls && (region.tabIndex !== 0 || !named))
        problems.push(`${name}: scrolls but is not a focusable, named region`);
      if (phone && scrolls) problems.push(`${name}: scrolls sideways at ${viewport}px`);
      const box = region.getBoundingClientRect();
      const [left, right] = [Math.max(0, box.left), Math.min(viewport, box.right)];
      for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
        const head = cell.closest("thead");
        if (head && head.getBoundingClientRect().width <= 1) continue; // visually hidden headers
        const text = cell.textContent?.trim().slice(0, 30);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name}: "${text}" overflows`);
        if (scrolls) continue; // reachable by scrolling the named region
        const range = document.createRange();
        range.selectNodeContents(cell);
        for (const line of range.getClientRects())
          if (line.width > 0 && (line.left < left - 1 || line.right > right + 1))
            problems.push(`${name}: "${text}" is cut at ${Math.round(line.right)}px`);
      }
    }
    return problems;
  }, phone);
}

/** Loads a route; a page with the calculator opens at it, so its live table loads at once too. */
async function open(page: Page, route: string) {
  const file = path.join(builtApp, route === "/" ? "index.html" : `${route.slice(1)}.html`);
  if (!readFileSync(file, "utf8").includes(`id="${calculatorAnchor}"`)) {
    await page.goto(route);
    return;
  }
  await page.goto(`${route}#${calculatorAnchor}`);
  // A busy machine can take a while to load the island.
  await expect(page.getByRole("region", { name: /^Your estimate/ })).toBeVisible({
    timeout: 45_000,
  });
}

test("the build has tables to check", () => {
  expect(routesWithTables().length).toBeGreaterThanOrEqual(15);
});

for (const route of routesWithTables()) {
  test(`${route}: every table reads whole from 320px phones to a 1366px desktop`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // one load, then five widths
    await page.setViewportSize(phones[1]!);
    await open(page, route);
    for (const [sizes, phone] of [
      [phones, true],
      [wider, false],
    ] as const) {
      for (const size of sizes) {
        await page.setViewportSize(size);
        expect(await unreadable(page, phone), `${size.width}px`).toEqual([]);
      }
    }
    // On a phone each figure carries its column's name beside it (from data-label).
    await page.setViewportSize(phones[1]!);
    const named = await page
      .locator("td[data-label]")
      .evaluateAll((cells) =>
        cells.every((cell) =>
          getComputedStyle(cell, "::before").content.includes(cell.getAttribute("data-label")!),
        ),
      );
    expect(named).toBe(true);
  });
}

test("rows shown as cards stay a table to assistive technology", async ({ page }) => {
  await page.setViewportSize(phones[1]!);
  await page.goto("/zero-fee");
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const named = (role: string) =>
    nodes.filter((node) => node.role?.value === role).map((node) => node.name?.value ?? "");
  expect(named("columnheader")).toContain("Line");
  expect(named("rowheader")).toContain("Processing cost left");
  // The column name printed beside each figure is not read out again with it.
  expect(named("cell")).toContain("All of them");
});
