import { isRoute } from "@/content/routes";
import { contentPages } from "@/content/pages";
import { industryContent } from "./index";
import type { IndustryContent } from "./types";

const pages = Object.entries(industryContent) as [string, IndustryContent][];

const words = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Every paragraph-length string a page renders, in one list. */
function paragraphs(content: IndustryContent): string[] {
  const sections = [content.problems, content.features, content.compliance];
  return [
    ...content.copy.intro,
    content.copy.cta.body,
    ...sections.flatMap((section) => [section.lead, ...section.items.map((item) => item.body)]),
    ...content.faq.items.map((entry) => entry.answer),
  ];
}

/** Every internal link a page renders from its content. */
function hrefs(content: IndustryContent): string[] {
  const { cta } = content.copy;
  return [
    cta.primary.href,
    ...(cta.secondary ? [cta.secondary.href] : []),
    ...content.related,
    ...[...content.features.items, ...content.compliance.items].flatMap((item) =>
      item.link ? [item.link.href] : [],
    ),
  ];
}

describe("industry page content", () => {
  it("has one content file for every industry route in the registry, and no others", () => {
    const files = contentPages.filter((page) => page.kind === "industry").map((page) => page.path);
    expect(Object.keys(industryContent).sort()).toEqual(files.sort());
  });

  it.each(pages)("%s opens with an introduction of at least 150 words", (_path, content) => {
    expect(words(content.copy.intro.join(" "))).toBeGreaterThanOrEqual(150);
  });

  it.each(pages)("%s answers at least five distinct questions", (_path, content) => {
    const questions = content.faq.items.map((entry) => entry.question);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) expect(question.trim().endsWith("?")).toBe(true);
  });

  it.each(pages)("%s carries at least 700 words of its own copy", (_path, content) => {
    expect(words(paragraphs(content).join(" "))).toBeGreaterThanOrEqual(700);
  });

  it.each(pages)("%s links only to registry routes other than itself", (path, content) => {
    for (const href of hrefs(content)) {
      // A link may choose an answer (`?topic=`) or a section (`#`): the page is its path.
      const page = new URL(href, "https://site.invalid").pathname;
      expect({ href, known: isRoute(page) }).toEqual({ href, known: true });
      expect(page).not.toBe(path);
    }
  });

  it("never repeats a paragraph, within a page or across pages", () => {
    const seen = new Map<string, string>();
    for (const [path, content] of pages) {
      for (const paragraph of paragraphs(content)) {
        expect({ paragraph, alsoOn: seen.get(paragraph) }).toEqual({
          paragraph,
          alsoOn: undefined,
        });
        seen.set(paragraph, path);
      }
    }
  });

  it.each(pages)(
    "%s states every surcharge rule wherever a compliance note covers surcharging",
    (_path, content) => {
      const notes = content.compliance.items.filter((note) =>
        /surcharg/i.test(note.title + note.body),
      );
      for (const note of notes) {
        for (const fact of [
          "3%",
          "2%",
          "debit",
          "prepaid",
          "Colorado",
          "Connecticut",
          "Maine",
          "Massachusetts",
          "entrance",
          "checkout",
          "receipt",
          "30 days",
        ]) {
          expect({ note: note.title, mentions: fact, found: note.body.includes(fact) }).toEqual({
            note: note.title,
            mentions: fact,
            found: true,
          });
        }
      }
    },
  );

  it.each(["/healthcare", "/dental", "/veterinary"] as const)(
    "%s rules out surcharges on debit cards in its compliance notes",
    (path) => {
      const text = industryContent[path]!.compliance.items.map((note) => note.body).join(" ");
      expect(text).toMatch(
        /never (?:allow a surcharge on|to) debit|no debit or prepaid card may carry a surcharge/,
      );
    },
  );

  it("states Visa's 2025-2026 commercial card changes on the B2B page", () => {
    const text = industryContent["/b2b-processing"]!.compliance.items.map((n) => n.body).join(" ");
    expect(text).toContain("Commercial Enhanced Data Program");
    expect(text).toContain("April 2025");
    expect(text).toContain("0.05%");
    expect(text).toMatch(/Level 2 rates end in 2026/);
  });

  it.each(pages)("%s contains no placeholder text", (_path, content) => {
    expect(JSON.stringify(content)).not.toMatch(
      /lorem|ipsum|coming soon|TODO|TBD|placeholder text/i,
    );
  });
});
