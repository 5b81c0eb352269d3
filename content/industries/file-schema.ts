import { z } from "zod";
import { featureIconNames } from "@/content/industries/types";
import {
  bodyField,
  ctaSchema,
  entryFields,
  linkSchema,
  pathSchema,
} from "@/content/pages/file-schema";

const point = z.strictObject({
  title: z.string().min(3),
  body: z.string().min(20),
  link: linkSchema.optional(),
});

const section = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    heading: z.string().min(5),
    lead: z.string().min(20),
    items: z.array(item).min(1),
  });

/** The calculator's worked example for the industry: a typical business's month. */
export const calculatorFiguresSchema = z.strictObject({
  /** The business in a few words, article included: "a hair salon". */
  business: z.string().min(3).max(60),
  monthlyVolume: z.number().positive(),
  averageTicket: z.number().positive(),
  /** Share of card sales on credit cards, in percent; the rest is debit. */
  creditShare: z.number().min(0).max(100),
  /** The effective rate a typical unreviewed statement of this business shows, in percent. */
  currentRate: z.number().positive().max(10),
  /** False when most payments are online or keyed in, which cost more at the card brands. */
  cardsPresent: z.boolean(),
  /** Card-brand costs that differ for this business, in percent or dollars (optional). */
  costs: z.record(z.string(), z.number().nonnegative()).optional(),
});

/** The front matter of an industry page file, content/industries/<path>.md; the body is its introduction. */
export const industryFileSchema = z.strictObject({
  ...entryFields,
  /** Short line above the <h1>. */
  eyebrow: z.string().min(3).max(60),
  /** Three to five short lines for the "at a glance" card beside the introduction. */
  highlights: z.array(z.string().min(10)).min(3).max(5),
  calculator: calculatorFiguresSchema,
  problems: section(point),
  features: section(point.extend({ icon: z.enum(featureIconNames) })),
  compliance: section(point),
  faq: z.strictObject({
    heading: z.string().min(5),
    items: z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(20) })),
  }),
  /** Other pages worth reading next. */
  related: z.array(pathSchema).min(1),
  cta: ctaSchema,
  ...bodyField,
});

export type IndustryFile = z.infer<typeof industryFileSchema>;
