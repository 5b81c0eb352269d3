import { z } from "zod";
import { bodyField, linkSchema } from "@/content/pages/file-schema";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-02")
  .refine((date) => !Number.isNaN(Date.parse(date)), "must be a real date");

/**
 * The front matter of an article of /blog, content/blog/<anchor>.md; the body is the article: its
 * opening paragraph, then one `## Heading` per section with paragraphs and an optional list.
 */
export const articleFileSchema = z
  .strictObject({
    /** The article's <h2> and its JSON-LD headline. */
    headline: z.string().min(10).max(110),
    /** One sentence for the table of contents and the JSON-LD description. */
    description: z.string().min(50),
    /** Articles appear on /blog oldest first. */
    datePublished: isoDate,
    dateModified: isoDate,
    related: z.array(linkSchema).min(1),
    ...bodyField,
  })
  .refine((file) => file.dateModified >= file.datePublished, {
    message: "must not be before datePublished",
    path: ["dateModified"],
  });

export type ArticleFile = z.infer<typeof articleFileSchema>;
