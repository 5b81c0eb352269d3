import { blogArticles } from "@/content/blog";
import { calculatorProblems } from "@/content/industries/calculator-rules";
import { surchargeProblems } from "@/content/industries/surcharge-rules";
import { isRoute } from "@/content/routes";
import { contentProblems } from "./check";
import { contentPage } from "./index";
import { articleProblems, kindProblems, linkProblems, placeholderProblems, words } from "./rules";

const restaurant = contentPage("/restaurant");
if (restaurant.kind !== "industry") throw new Error("/restaurant is an industry page");
const industry = restaurant.content;
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe("the rules of page files", () => {
  it("pass on every page file and article of the site", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("count an introduction's words and the questions, naming the minimum", () => {
    const short = {
      ...restaurant,
      content: { ...industry, copy: { ...industry.copy, intro: ["Too short."] } },
    };
    expect(messages(kindProblems(short))).toContain(
      "the introduction has 2 words; write at least 150, so the page says what it offers before the sections.",
    );
    const faq = { ...industry.faq, items: [{ question: "Tips", answer: "Yes." }] };
    expect(messages(kindProblems({ ...restaurant, content: { ...industry, faq } }))).toEqual([
      "the page answers 1 questions; write at least 5, the ones merchants ask.",
      '"Tips" is not a question. End it with "?".',
    ]);
  });

  it("count words as a reader does, not punctuation", () => {
    expect(words("Tips — at the table, 18 % or $5.")).toBe(7);
  });

  it("refuse links to pages that do not exist, and a page linking to itself", () => {
    const links = { related: ["/hair-salons", "/restaurant", "/cash-discount#rules"] };
    expect(messages(linkProblems(links, isRoute, "/restaurant"))).toEqual([
      "/hair-salons is not a page of this site. Link to a page that exists (content/routes, or a page file).",
      "/restaurant links the page to itself. Link to another page.",
    ]);
  });

  it("find what the scaffold left and words that promise instead of saying", () => {
    expect(placeholderProblems({ title: "REPLACE: the title" })).toHaveLength(1);
    expect(placeholderProblems(["Online ordering is coming soon."])).toHaveLength(1);
    expect(placeholderProblems(industry)).toEqual([]);
  });

  it("hold a surcharging note to every surcharge rule", () => {
    const note = {
      title: "Surcharges",
      body: "Visa caps a surcharge at 3%, never on debit cards.",
    };
    const compliance = { ...industry.compliance, items: [note] };
    const [problem] = surchargeProblems({ ...industry, compliance });
    expect(problem?.message).toMatch(/does not mention 2%, prepaid, Colorado, Connecticut/);
  });

  it("keep the calculator's example within its fields, and one where interchange plus saves", () => {
    expect(calculatorProblems(industry.calculator)).toEqual([]);
    expect(messages(calculatorProblems({ ...industry.calculator, averageTicket: 0 }))).toEqual([
      "Average sale is 0; the calculator takes 1 to 100000.",
    ]);
    expect(messages(calculatorProblems({ ...industry.calculator, effectiveRate: 1 }))[0]).toMatch(
      /interchange plus saves nothing/,
    );
  });

  it("hold an article to its length and sections", () => {
    const [article] = blogArticles;
    if (!article) throw new Error("no article");
    expect(articleProblems(article)).toEqual([]);
    expect(
      messages(articleProblems({ ...article, sections: article.sections.slice(0, 1) })),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/write at least 3, each under a "## Heading"/),
      ]),
    );
  });
});
