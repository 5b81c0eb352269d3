import { z } from "zod";
import type { LeadFields, LeadKind } from "./definition";
import {
  checkAnswers,
  type Answers,
  type FormFields,
  type FormRules,
  type FormValues,
} from "./form-rules";

/**
 * The zod schema of a form's answers as posted (each field a string, a list for a multiple one,
 * or missing), checked by the form's own rules: the server parses with it, and the browser runs
 * the same rules without zod (form-rules.ts).
 */
export function leadSchema<F extends FormFields>(rules: FormRules<F>) {
  const answer = (multiple?: true) => (multiple ? z.array(z.string()) : z.string()).optional();
  const shape = Object.fromEntries(
    Object.entries(rules.fields).map(([name, rule]) => [name, answer(rule.multiple)]),
  ) as { [K in keyof F]: ReturnType<typeof answer> };
  return z.object(shape).transform((answers, context): FormValues<F> => {
    const checked = checkAnswers(rules, answers as Answers);
    for (const [field, message] of Object.entries(checked.errors)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
    return checked.values ?? z.NEVER;
  });
}

/** One form: its kind, its rules (shared by the island and the Server Action) and its mapping. */
export type LeadFormDefinition<F extends FormFields = FormFields> = {
  kind: LeadKind;
  rules: FormRules<F>;
  schema: ReturnType<typeof leadSchema<F>>;
  toLead: (data: FormValues<F>) => LeadFields;
};

/** Declares a form, its schema made from its rules, keeping each field's type for the action. */
export function defineLeadForm<F extends FormFields>(form: {
  kind: LeadKind;
  rules: FormRules<F>;
  toLead: (data: FormValues<F>) => LeadFields;
}): LeadFormDefinition<F> {
  return { ...form, schema: leadSchema(form.rules) };
}
