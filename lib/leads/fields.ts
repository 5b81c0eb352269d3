// The rules of the lead forms' fields, as plain functions without zod: the browser checks answers
// with them (lib/leads/form-rules.ts) and the server's zod schemas run the same functions
// (lib/leads/lead-schema.ts), so each rule and its message is written once.

/** One answer as a form posts it: a string, a list for multiple choices, or nothing. */
export type Answer = string | readonly string[] | undefined;

/** The checked answer, or the message that asks for a change. */
export type Checked<T> = { value: T; message?: undefined } | { message: string };

/** How one field is checked; `multiple` fields (a group of checkboxes) answer with a list. */
export type FieldRule<T = unknown> = { check: (answer: Answer) => Checked<T>; multiple?: true };

const ok = <T>(value: T): Checked<T> => ({ value });
const no = (message: string): Checked<never> => ({ message });
/** The trimmed text of an answer, or null for none (missing, or a list). */
export const answerText = (answer: Answer) => (typeof answer === "string" ? answer.trim() : null);

/** The same rule, with an empty answer (or none) taken as null. */
export function optional<T>(rule: FieldRule<T>): FieldRule<T | null> {
  return { check: (answer) => (answerText(answer) ? rule.check(answer) : ok(null)) };
}

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

/** The values of a list of choices. */
export function valuesOf<T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as T[number]["value"][];
}

/** Text within `max`, in one line or several: the message, or null when it is fine. */
function textProblem(label: string, value: string, max: number, multiline: boolean) {
  if (value.length > max) return `Keep ${label} to ${max} characters or fewer.`;
  return unsafeText(value, multiline) ? `Remove unusual characters from ${label}.` : null;
}

/** A trimmed, capped line of text; control characters and broken Unicode are refused. */
export function line(label: string, max: number): FieldRule<string> {
  return paragraph(label, { min: 1, max, multiline: false });
}

/** Like `line`, but an empty answer becomes null. */
export const optionalLine = (label: string, max: number) => optional(line(label, max));

/** Free text over several lines, trimmed and capped; with `min` 0, nothing is an empty answer. */
export function paragraph(
  label: string,
  { min, max, multiline = true }: { min: number; max: number; multiline?: boolean },
): FieldRule<string> {
  return {
    check(answer) {
      const value = answerText(answer);
      if (value === null) return min > 0 ? no(`Enter ${label}.`) : ok("");
      if (value.length < min) {
        return no(min > 1 ? `Write at least ${min} characters in ${label}.` : `Enter ${label}.`);
      }
      const problem = textProblem(label, value, max, multiline);
      return problem ? no(problem) : ok(value);
    },
  };
}

/** zod's own email pattern (`z.email()`'s default; lib/leads/fields.test.ts holds them equal). */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An email address as people type it, trimmed, at most 254 characters. */
export const email: FieldRule<string> = {
  check(answer) {
    const value = answerText(answer) ?? "";
    if (!value) return no("Enter an email address.");
    if (value.length > 254) return no("That email address is too long.");
    return emailPattern.test(value)
      ? ok(value)
      : no("Enter an email address like name@business.com.");
  },
};

/** An optional email address: empty becomes null. */
export const optionalEmail = optional(email);

/** One of `values`, exactly as offered; `message` for anything else. */
export function choice<V extends string>(values: readonly V[], message: string): FieldRule<V> {
  return {
    check: (answer) => (values.includes(answer as V) ? ok(answer as V) : no(message)),
  };
}

/** One of `values`, or null when left at the empty choice (or missing). */
export const optionalChoice = <V extends string>(values: readonly V[], message: string) =>
  optional(choice(values, message));

/** At least one of `values` from a group of checkboxes, each kept once. */
export function choices<V extends string>(
  values: readonly V[],
  { none, other }: { none: string; other: string },
): FieldRule<V[]> {
  return {
    multiple: true,
    check(answer) {
      const chosen = typeof answer === "string" ? [answer] : (answer ?? []);
      if (chosen.length === 0) return no(none);
      if (chosen.length > values.length || chosen.some((value) => !values.includes(value as V))) {
        return no(other);
      }
      return ok([...new Set(chosen as V[])]);
    },
  };
}

/** A checkbox that must be ticked (its value is "yes"). */
export function confirmed(message: string): FieldRule<"yes"> {
  return { check: (answer) => (answer === "yes" ? ok("yes") : no(message)) };
}
