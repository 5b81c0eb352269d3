import { z } from "zod";
import { routeSchema } from "@/content/routes/schema";

/**
 * The parts every page file shares (content/{industries,pricing,comparisons}/*.md): the registry
 * entry in its front matter and the closing call to action. The file's name is its path
 * (`restaurant.md` is /restaurant); the kind's folder sets its JSON-LD and sitemap defaults.
 */
export const entryFields = {
  ...routeSchema.pick({
    title: true,
    heading: true,
    description: true,
    keywords: true,
    label: true,
    crumb: true,
    ogEyebrow: true,
    menus: true,
    noindex: true,
  }).shape,
  sitemap: routeSchema.shape.sitemap.optional(),
};

/** A path of this site, optionally with a query or fragment, or a full https:// address. */
export const hrefSchema = z
  .string()
  .regex(/^(\/[^\s]*|https:\/\/\S+)$/, "must be a path of this site like '/apply' or https://…");

/** A page of this site. */
export const pathSchema = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, "must be a path of this site like '/apply'");

export const linkSchema = z.strictObject({ label: z.string().min(2), href: hrefSchema });

export const ctaSchema = z.strictObject({
  heading: z.string().min(5),
  body: z.string().min(20),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

/** Running text in the file: Markdown with links only, `[words](/path)`. */
export const markdownText = z.string().min(1);

export const faqFileSchema = z.strictObject({
  question: z.string().min(5),
  answer: markdownText,
});

/** A figure the page quotes from the pricing code, written `{{name}}` (content/figures.ts). */
export const figureToken = z.string().regex(/^\{\{[a-z0-9-]+\}\}$/, "must be a {{figure}}");

/** The Markdown body below the front matter. */
export const bodyField = { content: z.string() };
