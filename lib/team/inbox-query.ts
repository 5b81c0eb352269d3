import { z } from "zod";
import { leadKinds } from "@/lib/leads/definition";
import { reviewStatuses } from "./leads";

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => one(value) || undefined, z.enum(values).optional());

/** The inbox's filters from its query string; an unknown value is refused, not guessed. */
export const inboxQuery = z.object({
  kind: optionalChoice(leadKinds),
  status: optionalChoice(reviewStatuses),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/**
 * A lead id from a path segment, written only as the site writes it: digits without a sign, a
 * leading zero, a decimal point or an exponent, so "1.00" or "01" is no lead (404), and a lead
 * has one address.
 */
export const leadIdParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .refine(Number.isSafeInteger);
