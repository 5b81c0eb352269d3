import { z } from "zod";
import "@/lib/zod-jitless";

/** C0 and C1 control characters other than tab, line feed and carriage return. */
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Bidirectional overrides and isolates: they can disguise text in exports and mail clients. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/u;
const lineBreaks = /[\t\n\r\u2028\u2029]/u;

const unsafeText = (value: string, multiline: boolean) =>
  !value.isWellFormed() ||
  controlCharacters.test(value) ||
  bidiControls.test(value) ||
  (!multiline && lineBreaks.test(value));

/** The values of a list of choices, typed as the non-empty tuple `z.enum` wants. */
export function valuesOf<T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}

/** A trimmed, capped line of text; control characters and broken Unicode are refused. */
export function line(label: string, max: number) {
  return z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((value) => !unsafeText(value, false), `Remove unusual characters from ${label}.`);
}

/** Like `line`, but an empty answer becomes null. */
export function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((value) => !unsafeText(value, false), `Remove unusual characters from ${label}.`)
    .transform((value) => value || null)
    .default(null);
}

/** Free text over several lines, trimmed and capped. */
export function paragraph(label: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(min, min > 1 ? `Write at least ${min} characters in ${label}.` : `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((value) => !unsafeText(value, true), `Remove unusual characters from ${label}.`);
}

/** An email address as people type it, trimmed, at most 254 characters. */
export const email = z
  .string({ error: "Enter an email address." })
  .trim()
  .min(1, "Enter an email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter an email address like name@business.com."));

/** An optional email address: empty becomes null. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, "That email address is too long.")
  .transform((value, context) => {
    if (!value) return null;
    if (!z.email().safeParse(value).success) {
      context.addIssue({
        code: "custom",
        message: "Enter an email address like name@business.com.",
      });
    }
    return value;
  })
  .default(null);
