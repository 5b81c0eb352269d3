import { industryContent } from "./index";

// The rules every industry page meets (words, questions, links, surcharge notes, placeholders) are
// content/pages/rules.ts, which npm run content:check applies; these are facts particular pages
// must state.

const complianceText = (path: string) =>
  (industryContent[path]?.compliance.items ?? []).map((note) => note.body).join(" ");

describe("industry page facts", () => {
  it.each(["/healthcare", "/dental", "/veterinary"] as const)(
    "%s rules out surcharges on debit cards in its compliance notes",
    (path) => {
      expect(complianceText(path)).toMatch(
        /never (?:allow a surcharge on|to) debit|no debit or prepaid card may carry a surcharge/,
      );
    },
  );

  it("states Visa's 2025-2026 commercial card changes on the B2B page", () => {
    const text = complianceText("/b2b-processing");
    expect(text).toContain("Commercial Enhanced Data Program");
    expect(text).toContain("April 2025");
    expect(text).toContain("0.05%");
    expect(text).toMatch(/Level 2 rates end in 2026/);
  });

  it("gives each industry its own calculator example, from its file", () => {
    expect(industryContent["/restaurant"]?.calculator).toMatchObject({
      example: "a restaurant",
      averageTicket: 38,
    });
    expect(industryContent["/ecommerce-solutions"]?.calculator.assumptions?.flatPerItem).toBe(0.3);
  });
});
