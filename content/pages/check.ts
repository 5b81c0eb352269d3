import { blogArticles } from "@/content/blog";
import { calculatorProblems } from "@/content/industries/calculator-rules";
import { surchargeProblems } from "@/content/industries/surcharge-rules";
import { isRoute, routes } from "@/content/routes";
import { documentTitle } from "@/lib/seo/document-title";
import { snippetProblems } from "@/lib/seo/snippet-checks";
import { contentPages, type ContentPage } from "./index";
import {
  articleProblems,
  industryCopy,
  kindProblems,
  linkProblems,
  placeholderProblems,
  type ContentProblem,
} from "./rules";

/** A problem with the file it is in. */
export type FileProblem = ContentProblem & { file: string };

const folders = { industry: "industries", pricing: "pricing", comparison: "comparisons" } as const;

/** The file a page of the site is written in. */
export function fileOf(path: string): string {
  const page = contentPages.find((candidate) => candidate.path === path);
  return page
    ? `content/${folders[page.kind]}/${page.path.slice(1)}.md`
    : `content/routes (${path})`;
}

function pageProblems(page: ContentPage): ContentProblem[] {
  return [
    ...placeholderProblems({ entry: page.entry, content: page.content }),
    ...kindProblems(page),
    ...linkProblems(page.content, isRoute, page.path),
    ...(page.kind === "industry"
      ? [...calculatorProblems(page.content.calculator), ...surchargeProblems(page.content)]
      : []),
  ];
}

const fieldOfCheck = {
  titleWidth: "title",
  keyword: "title",
  sameTitle: "title",
  descriptionWidth: "description",
  sameDescription: "description",
  image: "heading",
} as const;

/**
 * The search-result rules of `npm run seo:preview` that need no build: widths, the keyword, and
 * titles or descriptions shared between routes. (The social image's size is checked on the built
 * image by the preview.)
 */
function snippetFileProblems(): FileProblem[] {
  const snippets = routes
    .filter((entry) => !entry.noindex)
    .map((entry) => ({
      path: entry.path,
      title: documentTitle(entry.title),
      description: entry.description,
      keyword: entry.keywords[0] ?? "",
      image: null,
    }));
  return snippetProblems(snippets)
    .filter((problem) => problem.check !== "image")
    .map((problem) => ({
      file: fileOf(problem.path),
      field: fieldOfCheck[problem.check],
      message: problem.message,
    }));
}

/** A paragraph of prose that appears twice, on one page or two: one of them says nothing new. */
function repeatedProblems(): FileProblem[] {
  const seen = new Map<string, string>();
  const problems: FileProblem[] = [];
  const texts = [
    ...contentPages.map((page) => ({
      file: fileOf(page.path),
      texts: page.kind === "industry" ? industryCopy(page.content) : page.content.copy.intro,
    })),
    ...blogArticles.map((article) => ({
      file: `content/blog/${article.id}.md`,
      texts: [article.lede, ...article.sections.flatMap((section) => section.paragraphs)],
    })),
  ];
  for (const { file, texts: items } of texts)
    for (const text of items) {
      const other = seen.get(text);
      if (other)
        problems.push({
          file,
          field: "text",
          message: `"${text.slice(0, 60)}…" is also in ${other === file ? "this file" : other}. Write this page's own words.`,
        });
      seen.set(text, file);
    }
  return problems;
}

/** Every rule a page file must meet that needs no build, file by file. */
export function contentProblems(): FileProblem[] {
  return [
    ...contentPages.flatMap((page) =>
      pageProblems(page).map((problem) => ({ ...problem, file: fileOf(page.path) })),
    ),
    ...blogArticles.flatMap((article) =>
      [
        ...articleProblems(article),
        ...placeholderProblems(article),
        ...linkProblems(article.related, isRoute, "/blog"),
      ].map((problem) => ({ ...problem, file: `content/blog/${article.id}.md` })),
    ),
    ...snippetFileProblems(),
    ...repeatedProblems(),
  ];
}
