import { z } from "zod";
import "@/lib/zod-jitless";

/** The programs a specialist can price the month on. */
export const comparisonPrograms = ["interchange-plus", "flat-rate", "cash-discount"] as const;
export type ComparisonProgram = (typeof comparisonPrograms)[number];

/** The most card sales one statement month may show: $10,000,000, the calculator's ceiling. */
export const maxMonthlyVolume = 1_000_000_000;
/** Fee lines a specialist may itemize; a long statement's small lines go under one "other". */
export const maxFeeLines = 30;

const cents = (label: string, max: number) =>
  z
    .number({ error: `Enter ${label} in dollars and cents.` })
    .int({ error: `Enter ${label} to the cent.` })
    .min(0, { error: `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative.` })
    .max(max, { error: `${label[0]?.toUpperCase()}${label.slice(1)} looks too large.` });

const share = (label: string) =>
  z
    .number({ error: `Enter the ${label} share as a percentage.` })
    .min(0, { error: `The ${label} share cannot be negative.` })
    .max(100, { error: `The ${label} share cannot be over 100%.` });

const feeLine = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Name the fee as the statement does." })
    .max(80, { error: "Keep the fee's name under 80 characters." }),
  amount: cents("the fee", maxMonthlyVolume),
});

/** Card-brand shares of the month's card sales, in percent; debit is a share of all sales. */
const brandMix = z
  .object({
    visa: share("Visa"),
    mastercard: share("Mastercard"),
    discover: share("Discover"),
    amex: share("American Express"),
    debit: share("debit"),
  })
  .refine((mix) => Math.abs(mix.visa + mix.mastercard + mix.discover + mix.amex - 100) < 0.05, {
    error: "The four brands' shares must add up to 100%.",
    path: ["visa"],
  });

/**
 * What the specialist reads off the statement, money in whole cents. The schema is shared by the
 * builder (live figures) and the sender (the only figures that are stored and sent).
 */
export const comparisonInputs = z
  .object({
    month: z
      .string()
      .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: "Enter the statement month as YYYY-MM." }),
    volume: cents("card sales", maxMonthlyVolume).min(100, {
      error: "Enter the month's card sales.",
    }),
    count: z
      .number({ error: "Enter the number of card payments." })
      .int({ error: "Enter a whole number of payments." })
      .min(1, { error: "Enter the number of card payments." })
      .max(1_000_000, { error: "The number of payments looks too large." }),
    totalFees: cents("total fees", maxMonthlyVolume),
    feeLines: z
      .array(feeLine)
      .max(maxFeeLines, { error: `Itemize at most ${maxFeeLines} fees.` })
      .default([]),
    mix: brandMix.optional(),
    /** Share of card sales taken online or keyed in, which brings the gateway fee. */
    onlineShare: share("online").default(0),
    program: z.enum(comparisonPrograms, { error: "Pick the program to price the month on." }),
    /** How much higher the posted card price is under a cash discount, in percent. */
    cardPremiumPercent: z
      .number({ error: "Enter the card price premium as a percentage." })
      .min(0.5, { error: "A card price premium under 0.5% would not cover the cards." })
      .max(4, { error: "Keep the card price premium at 4% or less." })
      .optional(),
  })
  .superRefine((inputs, context) => {
    // Below a cent a payment, the split into card slices could leave payments without sales.
    if (inputs.count > inputs.volume) {
      context.addIssue({
        code: "custom",
        path: ["count"],
        message: "That is more payments than cents of card sales: check both figures.",
      });
    }
    if (inputs.totalFees >= inputs.volume) {
      context.addIssue({
        code: "custom",
        path: ["totalFees"],
        message: "Total fees must be less than the card sales.",
      });
    }
    const itemized = inputs.feeLines.reduce((sum, line) => sum + line.amount, 0);
    if (itemized > inputs.totalFees) {
      context.addIssue({
        code: "custom",
        path: ["feeLines"],
        message: "The fee lines add up to more than the total fees.",
      });
    }
  });

export type ComparisonInputs = z.output<typeof comparisonInputs>;

/** Field errors keyed by dotted path ("feeLines.2.amount"), the first message for each. */
export function inputErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
