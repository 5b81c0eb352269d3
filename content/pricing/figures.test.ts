import { contentPages } from "@/content/pages";
import { isRoute } from "@/content/routes";
import { site } from "@/content/site";
import { formatPercent } from "@/lib/pricing/money";
import { visaCreditSurchargeCap } from "./card-rules";
import { pricingFigures } from "./figures";

const pages = Object.fromEntries(
  contentPages.flatMap((page) => (page.kind === "pricing" ? [[page.path, page.content]] : [])),
);

/** Every href anywhere in a content object. */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

describe("the worked examples", () => {
  it("reach the advertised lowest rate with the profile the pages describe", () => {
    const rate = pricingFigures.lowestRate.statement.effectiveRate;
    expect(formatPercent(rate)).toBe(site.figures.lowestRate);
  });

  it("price the example merchant well above the lowest rate, as the copy explains", () => {
    expect(pricingFigures.interchangePlus.effectiveRate).toBeGreaterThan(2);
  });

  it("cover the card fees with the cash-discount card price, as the copy says", () => {
    expect(pricingFigures.cashDiscount.net).toBeLessThan(0);
  });

  it("keep the Wisconsin surcharge under Visa's cap and the credit cost, leaving debit uncovered", () => {
    const { home, colorado, banned } = pricingFigures.surcharge;
    expect(home.percent).toBeLessThanOrEqual(visaCreditSurchargeCap);
    expect(home.percent).toBeLessThanOrEqual(home.creditCostPercent);
    expect(home.net).toBeGreaterThan(0);
    expect(colorado.percent).toBe(2);
    expect(banned.collected).toBe(0);
  });

  it("make each richer level of commercial-card data cheaper", () => {
    const { level1, level2, level3 } = pricingFigures.enhancedData;
    expect(level2).toBeLessThan(level1);
    expect(level3).toBeLessThan(level2);
  });

  it("make the invoices cheaper by ACH than by card", () => {
    expect(pricingFigures.ach.onAch).toBeLessThan(pricingFigures.ach.onCards);
  });
});

describe.each(Object.entries(pages))("%s", (_name, page) => {
  it("has an introduction of at least 150 words", () => {
    expect(page.copy.intro.join(" ").split(/\s+/).length).toBeGreaterThanOrEqual(150);
  });

  it("asks at least five questions", () => {
    expect(page.faqs.length).toBeGreaterThanOrEqual(5);
  });

  it("links only to pages in the route registry", () => {
    const internal = hrefsIn(page).filter((href) => href.startsWith("/"));
    expect(internal.filter((href) => !isRoute(href))).toEqual([]);
    expect(page.related.paths.filter((path) => !isRoute(path))).toEqual([]);
  });
});
