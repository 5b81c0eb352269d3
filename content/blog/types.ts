/** A link from an article to another page of the site; `href` must be a registry route. */
export type RelatedLink = { label: string; href: string };

/** One titled part of an article: paragraphs, then an optional list. */
export type ArticleSection = {
  heading: string;
  paragraphs: string[];
  points?: string[];
};

/** A complete article of the /blog page; `id` is its anchor there. */
export type BlogArticle = {
  /** Kebab-case anchor: the id of the article's heading and the fragment of its URL. */
  id: string;
  /** The article's <h2> and its JSON-LD headline (110 characters at most). */
  headline: string;
  /** One sentence for the table of contents and the JSON-LD description. */
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
  /** The opening paragraph, before the first section. */
  lede: string;
  sections: ArticleSection[];
  related: RelatedLink[];
};
