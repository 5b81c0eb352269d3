import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chatFallbackReply, chatTopics } from "@/content/chat";
import { contactCopy } from "@/content/pages/contact";
import { homeSections } from "@/content/pages/home";
import { support } from "@/content/site";
import {
  anchorsIn,
  brokenLinkPromises,
  pageRetentionPeriods,
  pageText,
  retentionTexts,
  statedRetentionPeriods,
  unknownRetentionPeriods,
} from "./promises";

/** The page the links are on: the statement review, whose in-page links lead to itself. */
const pageUrl = "https://www.example.com/statement-review";

describe("links that promise something", () => {
  it("reads each link's words, including its label and an image's alt text", () => {
    const html = `<p><a class="x" href="/friends?a=1&amp;b=2"><span>Refer</span> a <b>friend</b></a>
      <a href="/statement-review" aria-label="Free statement review"><svg></svg></a>
      <a href="/ipos"><img alt="Book a walkthrough call" src="x.png"></a><a name="top">No href</a></p>`;
    expect(anchorsIn(html)).toEqual([
      { href: "/friends?a=1&b=2", text: "Refer a friend" },
      { href: "/statement-review", text: "Free statement review" },
      { href: "/ipos", text: "Book a walkthrough call" },
    ]);
  });

  it.each([
    ["Free statement review", "/statement-review"],
    ["Send your statement", "/statement-review?vol=40000#form"],
    ["Book a walkthrough call", "/contact?topic=walkthrough#message"],
    ["pick a time now", "/contact/book"],
    ["Book a check-up call", "https://www.example.com/contact?topic=walkthrough"],
    ["Refer a business instead", "/friends"],
    ["Referral post templates", "/referral-post-templates"],
    ["Contact the team", "/contact"],
    ["Send your statement", "#send-statement"],
  ])("keeps “%s” → %s", (text, href) => {
    expect(brokenLinkPromises([{ text, href }], pageUrl)).toEqual([]);
  });

  it.each([
    ["Get a free statement review", "/contact", "the statement review"],
    ["Send us a statement", "mailto:hello@example.com", "the statement review"],
    ["Book a walkthrough", "/contact", "a walkthrough call"],
    ["Book a walkthrough", "/contact?topic=quote", "a walkthrough call"],
    ["Book a demo call", "https://cal.example.com/demo", "a walkthrough call"],
    ["Refer a friend", "/apply", "the referral programme"],
    ["Refer a friend", "#refer", "the referral programme"],
  ])("catches “%s” → %s", (text, href, promise) => {
    expect(brokenLinkPromises([{ text, href }], pageUrl)).toEqual([{ text, href, promise }]);
  });

  it("holds for the chat's replies, which are not in any page's HTML", () => {
    const links = [
      ...chatTopics.flatMap((topic) => topic.reply.links ?? []),
      ...(chatFallbackReply.links ?? []),
    ];
    expect(links.length).toBeGreaterThan(3);
    const anchors = links.map(({ href, label }) => ({ href, text: label }));
    expect(brokenLinkPromises(anchors, pageUrl)).toEqual([]);
  });
});

describe("retention periods in copy", () => {
  it("knows every period the module runs", () => {
    expect([...retentionTexts]).toEqual(
      expect.arrayContaining(["30 days", "24 months", "12 months"]),
    );
  });

  it("finds a period a few words after keep, delete or retain, in figures or words", () => {
    const text = pageText(
      "<p>We delete the file 30 days after you send it, which leaves time.</p><p>Details are <em>kept</em> for twelve months; links stop working after 7 days.</p><script>kept 5 years</script>",
    );
    expect(statedRetentionPeriods(text)).toEqual([
      { period: "30 days", words: "delete the file 30 days" },
      { period: "12 months", words: "kept for twelve months" },
    ]);
  });

  it("fails a period the module does not run, and leaves other periods alone", () => {
    const html =
      "<p>Contact messages are kept for 18 months. Pre-applications are deleted 12 months after you send them. We pay you within 30 days, and answer requests within 45 days.</p>";
    expect(unknownRetentionPeriods(html)).toEqual([
      { period: "18 months", words: "kept for 18 months" },
    ]);
  });

  it("leaves advice about the reader's own records alone", () => {
    const advice = [
      "Keep each authorization for two years after it ends or is revoked.",
      "Collect it at the desk, and keep monthly orthodontic payments running for two years.",
      "Run both, and keep the creative that brings more completed requests after two weeks.",
    ].join(" ");
    expect(statedRetentionPeriods(advice)).toEqual([]);
  });

  it("reads the privacy notice's schedule point by point, by its first period", () => {
    const html = `<section aria-labelledby="privacy-retention"><h3 id="privacy-retention">How long we keep it</h3><ul>
      <li>Contact messages: 24 months after our last exchange with you.</li>
      <li>Referrals: 36 months after the reward is paid.</li>
      <li>Location-check results: held in memory for a few minutes.</li></ul></section>`;
    expect(pageRetentionPeriods(html).map(({ period }) => period)).toEqual([
      "24 months",
      "36 months",
    ]);
    expect(unknownRetentionPeriods(html)).toEqual([
      { period: "36 months", words: "Referrals: 36 months after the reward is paid." },
    ]);
  });
});

/** The copy's source files: what pages, the chat and the forms say is written in these. */
function copySources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return copySources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

describe("retention periods in the copy's source", () => {
  it("catches a period typed into copy, even one the module runs", () => {
    const source = `export const copy = ["Your details are kept for 24 months.", \`We delete the file \${fileKept} after you send it.\`];`;
    expect(statedRetentionPeriods(source)).toEqual([
      { period: "24 months", words: "kept for 24 months" },
    ]);
  });

  it("finds none in content/, components/ or app/: every period comes from lib/retention/periods.ts", () => {
    const files = ["content", "components", "app"].flatMap(copySources);
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((file) =>
      statedRetentionPeriods(readFileSync(file, "utf8")).map(({ words }) => `${file}: ${words}`),
    );
    expect(typed).toEqual([]);
  });
});

describe("how to reach support", () => {
  const said = {
    chat: chatTopics.map((topic) => topic.reply.text).join(" "),
    home: homeSections.contact.intro,
    contact: contactCopy.intro.join(" "),
  };

  it.each(Object.entries(said))("is the one answer of content/site.ts on the %s", (_, text) => {
    expect(text).toContain(support.how);
    expect(text).not.toMatch(/24\/7|around the clock|choose support/i);
  });
});
