// The content layer (Content Collections): every page file a marketer adds is read here, checked
// against the zod schemas of its kind, and turned into the data the pages render. `next build`
// and `next dev` run it through next.config.ts; `npm run content:check` runs it alone.
import { defineCollection, defineConfig } from "@content-collections/core";
import { articleFileSchema } from "./content/blog/file-schema";
import { articleFromFile } from "./content/blog/from-file";
import { comparisonFileSchema } from "./content/comparisons/file-schema";
import { comparisonFromFile } from "./content/comparisons/from-file";
import { industryFileSchema } from "./content/industries/file-schema";
import { industryFromFile } from "./content/industries/from-file";
import { pricingFileSchema } from "./content/pricing/file-schema";
import { pricingFromFile } from "./content/pricing/from-file";

/** The file's name without its extension: its path on the site, or its anchor on /blog. */
const slug = (meta: { path: string }) => meta.path;

const industries = defineCollection({
  name: "industries",
  directory: "content/industries",
  include: "*.md",
  parser: "frontmatter",
  schema: industryFileSchema,
  transform: ({ _meta, ...file }) => industryFromFile(file, slug(_meta)),
});

const pricing = defineCollection({
  name: "pricing",
  directory: "content/pricing",
  include: "*.md",
  parser: "frontmatter",
  schema: pricingFileSchema,
  transform: ({ _meta, ...file }) => pricingFromFile(file, slug(_meta)),
});

const comparisons = defineCollection({
  name: "comparisons",
  directory: "content/comparisons",
  include: "*.md",
  parser: "frontmatter",
  schema: comparisonFileSchema,
  transform: ({ _meta, ...file }) => comparisonFromFile(file, slug(_meta)),
});

const articles = defineCollection({
  name: "articles",
  directory: "content/blog",
  include: "*.md",
  parser: "frontmatter",
  schema: articleFileSchema,
  transform: ({ _meta, ...file }) => articleFromFile(file, slug(_meta)),
});

export default defineConfig({ content: [industries, pricing, comparisons, articles] });
