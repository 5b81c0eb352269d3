import { z } from "zod";
import {
  bodyField,
  ctaSchema,
  entryFields,
  faqFileSchema,
  figureToken,
  markdownText,
  pathSchema,
} from "@/content/pages/file-schema";

const anchor = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case, like 'set-up'");

const textSection = z.strictObject({
  id: anchor,
  heading: z.string().min(5),
  paragraphs: z.array(markdownText),
  points: z.array(z.strictObject({ title: z.string().min(3), body: markdownText })).optional(),
  /** Show the points as numbered steps. */
  ordered: z.boolean().optional(),
  after: z.array(markdownText).optional(),
});

const tableData = z.strictObject({
  caption: z.string().min(5),
  columns: z.array(z.string()).min(2),
  rows: z
    .array(
      z.strictObject({
        label: z.string(),
        cells: z.array(z.string()),
        emphasis: z.boolean().optional(),
      }),
    )
    .min(1),
  note: markdownText.optional(),
});

const tableSection = z.strictObject({
  id: anchor,
  heading: z.string().min(5),
  intro: z.array(markdownText),
  /** The table itself, or a {{table}} the pricing code computes. */
  table: z.union([figureToken, tableData]),
  after: z.array(markdownText).optional(),
});

/** A section of prose, or one built around a table. */
export const sectionSchema = z.union([tableSection, textSection]);

const fitList = z.strictObject({ title: z.string().min(3), items: z.array(markdownText).min(1) });

export const fitSchema = z.strictObject({
  heading: z.string().min(5),
  style: z.enum(["contrast", "choice"]).optional(),
  fits: fitList,
  fitsNot: fitList,
});

export const glanceSchema = z.strictObject({
  title: z.string().min(3),
  items: z.array(z.strictObject({ label: z.string().min(2), value: z.string().min(1) })).min(2),
});

export const relatedSchema = z.strictObject({
  heading: z.string().min(5),
  paths: z.array(pathSchema).min(1),
});

/** The front matter of a pricing-model page file, content/pricing/<path>.md; the body is its introduction. */
export const pricingFileSchema = z.strictObject({
  ...entryFields,
  eyebrow: z.string().min(3).max(60),
  glance: glanceSchema,
  sections: z.array(sectionSchema).min(1),
  fit: fitSchema,
  /** The page's own lead-in to the card-brand and state rules table. */
  rules: z.strictObject({ heading: z.string().min(5), paragraphs: z.array(markdownText).min(1) }),
  faqs: z.array(faqFileSchema),
  related: relatedSchema,
  cta: ctaSchema,
  ...bodyField,
});

export type PricingFile = z.infer<typeof pricingFileSchema>;
