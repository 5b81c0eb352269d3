import { z } from "zod";
import {
  bodyField,
  ctaSchema,
  entryFields,
  faqFileSchema,
  pathSchema,
} from "@/content/pages/file-schema";
import {
  fitSchema,
  glanceSchema,
  relatedSchema,
  sectionSchema,
} from "@/content/pricing/file-schema";

/** The front matter of a comparison or partner page file, content/comparisons/<path>.md. */
export const comparisonFileSchema = z.strictObject({
  ...entryFields,
  eyebrow: z.string().min(3).max(60),
  glance: glanceSchema.optional(),
  /** Cards linking to other pages, shown first on a hub page. */
  hub: z
    .strictObject({
      heading: z.string().min(5),
      intro: z.string().min(20),
      cards: z
        .array(
          z.strictObject({
            path: pathSchema,
            summary: z.string().min(20),
            figure: z.string().optional(),
          }),
        )
        .min(1),
    })
    .optional(),
  sections: z.array(sectionSchema).min(1),
  fit: fitSchema.optional(),
  faqs: z.array(faqFileSchema),
  related: relatedSchema.optional(),
  cta: ctaSchema,
  ...bodyField,
});

export type ComparisonFile = z.infer<typeof comparisonFileSchema>;
