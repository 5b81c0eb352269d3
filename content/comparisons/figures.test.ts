import { contentPages } from "@/content/pages";
import { isRoute } from "@/content/routes";
import { comparisonFigures } from "./figures";
import { comparisonAsOf, providers } from "./providers";

const pages = Object.fromEntries(
  contentPages.flatMap((page) => (page.kind === "comparison" ? [[page.path, page.content]] : [])),
);

function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      (key === "href" || key === "path") && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

describe("comparison figures", () => {
  it("price the competitors on their published standard rates", () => {
    expect(providers.stripe.plan.online).toEqual({ percent: 2.9, perItem: 30 });
    expect(providers.square.plan.inPerson).toEqual({ percent: 2.6, perItem: 15 });
    expect(providers.square.plan.online).toEqual({ percent: 2.9, perItem: 30 });
  });

  it("date and source every competitor figure", () => {
    for (const provider of Object.values(providers)) {
      expect(provider.source.asOf).toBe(comparisonAsOf);
      expect(provider.source.url).toMatch(/^https:\/\//);
    }
  });

  it("split every provider's month into lines that add up to its total", () => {
    for (const month of [
      comparisonFigures.ours,
      comparisonFigures.stripe,
      comparisonFigures.square,
    ]) {
      expect(month.inPerson + month.online + month.fixed).toBe(month.total);
    }
  });

  it("show a flat rate winning small months and interchange plus winning the example", () => {
    const [smallest] = comparisonFigures.scale;
    expect(smallest && smallest.volume).toBeLessThan(comparisonFigures.breakEven.square ?? 0);
    expect(smallest && smallest.ours).toBeGreaterThan(smallest?.stripe ?? 0);
    expect(comparisonFigures.ours.total).toBeLessThan(comparisonFigures.stripe.total);
    expect(comparisonFigures.ours.total).toBeLessThan(comparisonFigures.square.total);
  });
});

describe.each(Object.entries(pages))("%s", (_name, page) => {
  it("has an introduction of at least 150 words and at least five questions", () => {
    expect(page.copy.intro.join(" ").split(/\s+/).length).toBeGreaterThanOrEqual(150);
    expect(page.faqs.length).toBeGreaterThanOrEqual(5);
  });

  it("links only to pages in the route registry", () => {
    const internal = hrefsIn(page).filter((href) => href.startsWith("/"));
    expect(internal.filter((href) => !isRoute(href))).toEqual([]);
  });
});
