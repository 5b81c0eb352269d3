import { containsKeyword, snippetProblems, type Snippet } from "./snippet-checks";

const good: Snippet = {
  path: "/cash-discount",
  title: "Cash Discount Program, Done to the Rules",
  description: "A compliant cash discount: the posted price is the card price and cash pays less.",
  keyword: "cash discount program",
  image: { width: 1200, height: 630, declared: "1200x630", alt: "Cash discount, explained" },
};

const other: Snippet = {
  ...good,
  path: "/ach",
  title: "ACH Processing and eCheck Payments",
  description:
    "Bank payments by ACH and eCheck for invoices, rent and tuition at a flat, low cost.",
  keyword: "ACH processing",
};

const messages = (snippets: Snippet[]) =>
  snippetProblems(snippets).map(
    (problem) => `${problem.path} ${problem.check}: ${problem.message}`,
  );

describe("search snippet checks", () => {
  it("find nothing wrong with distinct pages that fit", () => {
    expect(messages([good, other])).toEqual([]);
  });

  it("name a title past 580 px, where Google cuts it and how much to take out", () => {
    const title = "Cash Discount Program, Done to the Rules | Lake Country Merchant Services";
    expect(messages([{ ...good, title }])).toEqual([
      expect.stringMatching(
        /^\/cash-discount titleWidth: the title is 690 px wide and Google's desktop results show 580 px, so it reads "Cash Discount Program, Done to the Rules \| Lake Country …"\. Shorten `title` by about 11 characters\.$/,
      ),
    ]);
    expect(messages([{ ...good, title: `${good.title} and Every Receipt Printed` }])[0]).toMatch(
      /\(the business name is already left off\)\.$/,
    );
  });

  it("name a description past the 680 px phones show, with the words they drop", () => {
    const description = `${good.description} Signs at the door, at checkout and on every receipt.`;
    expect(messages([{ ...good, description }])).toEqual([
      expect.stringMatching(
        /^\/cash-discount descriptionWidth: the description is \d+ px wide and phones show 680 px, so they cut ".*every receipt\."\. Shorten `description` by about \d+ characters\.$/,
      ),
    ]);
  });

  it("name titles and descriptions repeated on two routes, or opening with the same 40 characters", () => {
    const twin = { ...other, title: good.title.toUpperCase(), keyword: good.keyword };
    expect(messages([good, twin])).toEqual([
      "/ach sameTitle: the title is the same as /cash-discount's. Give each page its own title.",
    ]);
    const close = { ...other, description: `${good.description.slice(0, 45)} and more besides.` };
    expect(messages([good, close])).toEqual([
      expect.stringContaining(
        "/ach sameDescription: the description opens with the same 40 characters as /cash-discount's",
      ),
    ]);
  });

  it("name a title without the route's first keyword", () => {
    expect(messages([{ ...good, keyword: "dual pricing" }])).toEqual([
      `/cash-discount keyword: the title does not contain the page's first keyword, "dual pricing". Work it into \`title\`, or list the keyword the page is really about first in \`keywords\`.`,
    ]);
  });

  it("name a social image of the wrong size, declared wrongly, without alt text or missing", () => {
    const image = { width: 1200, height: 630, declared: "1200x630", alt: "" };
    expect(messages([{ ...good, image: { ...image, width: 800, alt: "x" } }])).toEqual([
      expect.stringContaining("the social image is 800x630 (declared 1200x630)"),
    ]);
    expect(messages([{ ...good, image: { ...image, declared: "1200x600", alt: "x" } }])).toEqual([
      expect.stringContaining("the social image is 1200x630 (declared 1200x600)"),
    ]);
    expect(messages([{ ...good, image }])).toEqual([
      expect.stringContaining("the social image has no alt text (og:image:alt)"),
    ]);
    expect(messages([{ ...good, image: null }])).toEqual([
      "/cash-discount image: the page has no Open Graph image (og:image).",
    ]);
  });
});

describe("keyword matching", () => {
  it("ignores case and punctuation and lets a hyphen stand for a space or nothing", () => {
    expect(containsKeyword("E-commerce Payment Processing", "ecommerce payment processing")).toBe(
      true,
    );
    expect(containsKeyword("Trust-Building LinkedIn Post", "trust building LinkedIn post")).toBe(
      true,
    );
    expect(containsKeyword("Level 2 and Level 3 Card Processing", "level 3 processing")).toBe(
      false,
    );
    expect(containsKeyword("Reach Processing", "ach processing")).toBe(false);
  });
});
