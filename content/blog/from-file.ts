import { articleBody } from "@/content/pages/markdown";
import type { ArticleFile } from "./file-schema";
import type { BlogArticle } from "./types";

/** An article of /blog from its file; its name is its anchor there. */
export function articleFromFile(file: ArticleFile, slug: string): BlogArticle {
  const { content: body, ...fields } = file;
  return { id: slug, ...fields, ...articleBody(body, `/blog#${slug} → article`) };
}
