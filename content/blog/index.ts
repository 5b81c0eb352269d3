import { allArticles } from "content-collections";
import { countWords } from "@/lib/text";
import type { BlogArticle } from "./types";

export type { ArticleSection, BlogArticle, RelatedLink } from "./types";

/** The articles of the /blog page (content/blog/*.md), oldest first, as they appear there. */
export const blogArticles: readonly BlogArticle[] = [...allArticles].sort(
  (a, b) => a.datePublished.localeCompare(b.datePublished) || a.id.localeCompare(b.id),
);

/** Every paragraph and list item of an article, in reading order, headline first. */
export function articleText(article: BlogArticle): string[] {
  return [
    article.headline,
    article.lede,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.points ?? []),
    ]),
  ];
}

/** Whole minutes a reader needs at about 230 words a minute; at least one. */
export function readingMinutes(article: BlogArticle): number {
  return Math.max(1, Math.round(countWords(articleText(article).join(" ")) / 230));
}
