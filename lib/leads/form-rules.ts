import type { Answer, FieldRule } from "./fields";
import type { FieldErrors } from "./form-state";

/** A form's answers as posted, by field name. */
export type Answers = Record<string, Answer>;

/** A form's fields, by name, in the order the form asks them. */
export type FormFields = Record<string, FieldRule>;

/** A message for one field from a rule that reads several answers. */
export type FieldIssue = { field: string; message: string };

/**
 * Everything a form's answers must satisfy, without zod, so the browser checks with exactly the
 * server's rules and messages (lib/leads/lead-schema.ts runs the same ones): each field's rule,
 * then `check`, which reads the answers as posted (a choice of windows, "an email or a phone").
 */
export type FormRules<F extends FormFields = FormFields> = {
  fields: F;
  check?: (answers: Answers) => FieldIssue[];
};

/** The checked values of a form with fields `F`. */
export type FormValues<F extends FormFields> = {
  [K in keyof F]: F[K] extends FieldRule<infer T> ? T : never;
};

/** Declares a form's rules, keeping each field's type. */
export const formRules = <F extends FormFields>(rules: FormRules<F>) => rules;

/** The names of a form's fields, in its order. */
export const fieldNames = (rules: FormRules) => Object.keys(rules.fields);

/** The fields that answer with a list (a group of checkboxes). */
export const multipleFields = (rules: FormRules) =>
  fieldNames(rules).filter((name) => rules.fields[name]!.multiple);

/**
 * The answers checked by every rule: the values, or one message per field that needs a change
 * (the first its rules find, fields in the form's order, then `check`'s).
 */
export function checkAnswers<F extends FormFields>(
  rules: FormRules<F>,
  answers: Answers,
): { values: FormValues<F>; errors: FieldErrors } | { values?: undefined; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules.fields)) {
    const checked = rule.check(answers[name]);
    if (checked.message === undefined) values[name] = checked.value;
    else errors[name] = checked.message;
  }
  for (const { field, message } of rules.check?.(answers) ?? []) errors[field] ??= message;
  return Object.keys(errors).length ? { errors } : { values: values as FormValues<F>, errors };
}
