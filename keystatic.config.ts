// The browser editor (Keystatic, local mode): `npm run dev`, then http://localhost:3000/keystatic.
// It edits the same page files as a code editor, field by field, with the fields derived from
// each kind's zod schema (lib/editor/zod-fields.ts), and saves them to disk; git stays the record.
// Only the dev server has the editor (next.config.ts: the `.dev.tsx` route files).
import { collection, config, fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { articleFileSchema } from "@/content/blog/file-schema";
import { comparisonFileSchema } from "@/content/comparisons/file-schema";
import { industryFileSchema } from "@/content/industries/file-schema";
import { pricingFileSchema } from "@/content/pricing/file-schema";
import { fieldsFor } from "@/lib/editor/zod-fields";

/** The page kinds, their folders and the field whose text names the file. */
export const editorKinds = [
  { name: "industries", label: "Industry pages", schema: industryFileSchema, nameField: "label" },
  { name: "pricing", label: "Pricing pages", schema: pricingFileSchema, nameField: "label" },
  {
    name: "comparisons",
    label: "Comparison pages",
    schema: comparisonFileSchema,
    nameField: "label",
  },
  { name: "blog", label: "Blog articles", schema: articleFileSchema, nameField: "headline" },
] as const;

/** The Markdown below the front matter: words and links, and in articles `## Heading` sections and lists. */
function body(isArticle: boolean) {
  return fields.markdoc({
    label: isArticle ? "Article" : "Introduction",
    extension: "md",
    options: {
      bold: false,
      italic: false,
      strikethrough: false,
      code: false,
      blockquote: false,
      table: false,
      image: false,
      divider: false,
      codeBlock: false,
      heading: isArticle ? [2] : false,
      orderedList: isArticle,
      unorderedList: isArticle,
      link: true,
    },
  });
}

/** The file's name is its path on the site (or its anchor on /blog); its label or headline is the name shown. */
function nameField(key: string, schema: z.ZodObject): ComponentSchema {
  const text = schema.shape[key] as z.ZodString;
  return fields.slug({
    name: {
      label: key === "label" ? "Label (menus, footer, sitemap)" : "Headline",
      validation: { length: { min: text.minLength ?? 1, max: text.maxLength ?? Infinity } },
    },
    slug: {
      label:
        key === "label" ? "File name: the page's path (/name)" : "File name: the anchor on /blog",
      description: "Lower-case words joined by hyphens. Renaming a page changes its address.",
    },
  });
}

export default config({
  storage: { kind: "local" },
  ui: { brand: { name: "Lake Country pages" } },
  collections: Object.fromEntries(
    editorKinds.map(({ name, label, schema, nameField: key }) => [
      name,
      collection({
        label,
        path: `content/${name}/*`,
        // The fields are built from the schema, so their types are not known here: `key` is the slug field set just below.
        slugField: key as never,
        format: { contentField: "content" },
        entryLayout: "form",
        schema: fieldsFor(schema, {
          [key]: nameField(key, schema),
          content: body(name === "blog"),
        }),
      }),
    ]),
  ),
});
