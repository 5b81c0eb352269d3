import { articleBody, inlineText, MarkdownError, plainParagraphs } from "./markdown";

describe("page files' Markdown", () => {
  it("reads a field's text with links into words and links, and plain text into one string", () => {
    expect(inlineText("Compare on our [zero fee](/zero-fee) page.", "f")).toEqual([
      "Compare on our ",
      { href: "/zero-fee", label: "zero fee" },
      " page.",
    ]);
    expect(inlineText("Escaped \\*stars\\* stay words & {{premium}} too.", "f")).toBe(
      "Escaped *stars* stay words & {{premium}} too.",
    );
  });

  it("refuses what the pages do not render, naming the field", () => {
    expect(() => inlineText("A **bold** claim.", "/x → faqs")).toThrow(
      new MarkdownError(
        "/x → faqs",
        "strong is not used on this site's pages: write plain words and [links](/path)",
      ),
    );
    expect(() => plainParagraphs("Intro.\n\n## A heading", "/x → introduction")).toThrow(
      /\/x → introduction: use plain paragraphs only \(found a heading\)/,
    );
    expect(() => plainParagraphs("See [this](/ach).", "/x → introduction")).toThrow(/no links/);
  });

  it("reads an article into its opening paragraph and sections of paragraphs and one list", () => {
    const article = articleBody(
      "Opening.\n\n## First\n\nOne.\n\nTwo.\n\n- a point\n- another\n\n## Second\n\nThree.",
      "a",
    );
    expect(article).toEqual({
      lede: "Opening.",
      sections: [
        { heading: "First", paragraphs: ["One.", "Two."], points: ["a point", "another"] },
        { heading: "Second", paragraphs: ["Three."] },
      ],
    });
    expect(() => articleBody("## No opening", "a")).toThrow(/opens with one paragraph/);
    expect(() => articleBody("Open.\n\n### Deep", "a")).toThrow(
      /a level-3 heading here is not used/,
    );
  });
});
