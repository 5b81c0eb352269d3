import type { BlogArticle } from "@/content/blog/types";
import type { IndustryContent } from "@/content/industries/types";
import type { ContentPage } from "./index";

/** One thing to fix in a page file: the field it is in, and what to do. */
export type ContentProblem = { field: string; message: string };

/** What the scaffold (npm run new:page) writes where words are still to come. */
export const placeholderMark = "REPLACE:";

/** The minimum a page of each kind says; docs/marketers.md states them for marketers. */
export const kindRules = {
  industry: { introWords: 150, copyWords: 700, faqs: 5 },
  pricing: { introWords: 150, faqs: 5 },
  comparison: { introWords: 150, faqs: 5 },
  article: { words: 400, sections: 3 },
} as const;

/** Words with a letter or digit in them, as a reader counts them. */
export function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Every piece of text in a value, links' labels included. */
export function textsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsIn);
  return [];
}

/** Every link target in a value: `href`s and `paths`. */
export function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key === "href" && typeof inner === "string") return [inner];
    if ((key === "paths" || key === "related") && Array.isArray(inner))
      return inner.flatMap((item) => (typeof item === "string" ? [item] : linksIn(item)));
    if (key === "path" && typeof inner === "string") return [inner];
    return linksIn(inner);
  });
}

const leftovers = /\b(?:lorem|ipsum|coming soon|TODO|TBD|placeholder text)\b/i;

/** Text the scaffold left, or words that promise content instead of giving it. */
export function placeholderProblems(value: unknown): ContentProblem[] {
  const found = textsIn(value).find(
    (text) => text.includes(placeholderMark) || leftovers.test(text),
  );
  if (!found) return [];
  const shown = found.length > 70 ? `${found.slice(0, 70)}…` : found;
  return [
    {
      field: "text",
      message: `"${shown}" is placeholder text. Write the real words (search the file for ${placeholderMark}).`,
    },
  ];
}

/** Links to pages the site does not have; `isRoute` answers for a path. */
export function linkProblems(value: unknown, isRoute: (path: string) => boolean, self: string) {
  const problems: ContentProblem[] = [];
  for (const href of linksIn(value)) {
    if (!href.startsWith("/")) continue;
    const page = new URL(href, "https://site.invalid").pathname;
    if (!isRoute(page))
      problems.push({
        field: "links",
        message: `${href} is not a page of this site. Link to a page that exists (content/routes, or a page file).`,
      });
    else if (page === self && !href.includes("#"))
      problems.push({
        field: "links",
        message: `${href} links the page to itself. Link to another page.`,
      });
  }
  return problems;
}

function faqProblems(questions: readonly string[], minimum: number, field: string) {
  const problems: ContentProblem[] = [];
  if (questions.length < minimum)
    problems.push({
      field,
      message: `the page answers ${questions.length} questions; write at least ${minimum}, the ones merchants ask.`,
    });
  for (const question of questions)
    if (!question.trim().endsWith("?"))
      problems.push({ field, message: `"${question}" is not a question. End it with "?".` });
  if (new Set(questions).size !== questions.length)
    problems.push({ field, message: "a question is asked twice. Make each question its own." });
  return problems;
}

function introProblems(intro: readonly string[], minimum: number): ContentProblem[] {
  const count = words(intro.join(" "));
  return count >= minimum
    ? []
    : [
        {
          field: "introduction (the text below the front matter)",
          message: `the introduction has ${count} words; write at least ${minimum}, so the page says what it offers before the sections.`,
        },
      ];
}

/** Every paragraph-length text an industry page renders, counted as its own copy. */
export function industryCopy(content: IndustryContent): string[] {
  const sections = [content.problems, content.features, content.compliance];
  return [
    ...content.copy.intro,
    content.copy.cta.body,
    ...sections.flatMap((section) => [section.lead, ...section.items.map((item) => item.body)]),
    ...content.faq.items.map((entry) => entry.answer),
  ];
}

/** The rules of a page file's kind: its introduction, its length and its questions. */
export function kindProblems(page: ContentPage): ContentProblem[] {
  if (page.kind === "industry") {
    const rules = kindRules.industry;
    const copy = words(industryCopy(page.content).join(" "));
    return [
      ...introProblems(page.content.copy.intro, rules.introWords),
      ...(copy < rules.copyWords
        ? [
            {
              field: "copy",
              message: `the page has ${copy} words of its own copy; write at least ${rules.copyWords} across the introduction, sections and answers.`,
            },
          ]
        : []),
      ...faqProblems(
        page.content.faq.items.map((item) => item.question),
        rules.faqs,
        "faq.items",
      ),
    ];
  }
  const rules = kindRules[page.kind];
  return [
    ...introProblems(page.content.copy.intro, rules.introWords),
    ...faqProblems(
      page.content.faqs.map((faq) => faq.question),
      rules.faqs,
      "faqs",
    ),
  ];
}

/** The rules of an article of /blog. */
export function articleProblems(article: BlogArticle): ContentProblem[] {
  const { words: minimum, sections } = kindRules.article;
  const text = [
    article.lede,
    ...article.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])]),
  ];
  const count = words(text.join(" "));
  return [
    ...(count < minimum
      ? [
          {
            field: "article",
            message: `the article has ${count} words; write at least ${minimum}.`,
          },
        ]
      : []),
    ...(article.sections.length < sections
      ? [
          {
            field: "article",
            message: `the article has ${article.sections.length} sections; write at least ${sections}, each under a "## Heading".`,
          },
        ]
      : []),
  ];
}
