import { isRoute } from "@/content/routes";
import { countWords } from "@/lib/text";
import { articleText, blogArticles, readingMinutes } from ".";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe("the /blog articles", () => {
  it("are at least four, each with a unique kebab-case anchor", () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(4);
    const ids = blogArticles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(blogArticles.map((article) => [article.id, article] as const))(
    "%s is a complete article of at least 400 words",
    (_id, article) => {
      expect(countWords(articleText(article).join(" "))).toBeGreaterThanOrEqual(400);
      expect(article.sections.length).toBeGreaterThanOrEqual(3);
      expect(readingMinutes(article)).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(blogArticles.map((article) => [article.id, article] as const))(
    "%s has a headline and dates that search engines accept",
    (_id, article) => {
      expect(article.headline.length).toBeLessThanOrEqual(110);
      expect(article.datePublished).toMatch(isoDate);
      expect(article.dateModified).toMatch(isoDate);
      expect(Number.isNaN(Date.parse(article.datePublished))).toBe(false);
      expect(article.dateModified >= article.datePublished).toBe(true);
    },
  );

  it("link only to pages that exist in the route registry", () => {
    for (const article of blogArticles) {
      for (const link of article.related) {
        expect([article.id, isRoute(link.href.split("#")[0] ?? "")]).toEqual([article.id, true]);
      }
    }
  });

  it("never repeat a paragraph from one article in another", () => {
    const all = blogArticles.flatMap((article) => articleText(article));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("the cash discount guide", () => {
  const article = blogArticles.find((entry) => entry.id === "cash-discount-rules-wisconsin");
  const text = article ? articleText(article).join(" ") : "";

  it("states the card-brand surcharge rules as DESIGN.md gives them", () => {
    expect(text).toContain("Visa limits a credit card surcharge to 3%");
    expect(text).toMatch(/never on a debit card or a prepaid card/);
    expect(text).toContain("Connecticut, Maine and Massachusetts ban credit card surcharges");
    expect(text).toContain("Colorado caps them at 2%");
    expect(text).toMatch(/entrance.*checkout.*receipt/);
    expect(text).toContain("at least 30 days before you start");
  });

  it("says a compliant cash discount posts the card price and discounts cash", () => {
    expect(text).toContain(
      "The price you post on the shelf, the menu board and the invoice is the card price",
    );
    expect(text).toContain("receives a discount from that posted price");
  });

  it("does not claim that Wisconsin bans surcharges", () => {
    expect(text).toContain("Wisconsin has no state law that prohibits adding a surcharge");
    expect(text).not.toMatch(/Wisconsin (bans|prohibits) /);
  });
});
