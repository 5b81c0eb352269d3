import type { FieldErrors, FieldValues, LeadFormState } from "@/lib/leads/form-state";

/**
 * The props every field of a lead form gets: ids the error summary links to, its label, its
 * message, the answer to show again, and autofocus on the first problem so a page re-rendered
 * without JavaScript lands there too.
 */
export function fieldPropsFor<L extends Record<string, string>>(
  idPrefix: string,
  labels: L,
  values: FieldValues,
  errors: FieldErrors,
  answer: LeadFormState,
) {
  const firstInvalid = answer.status === "invalid" ? Object.keys(errors)[0] : undefined;
  return (name: keyof L & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    label: labels[name],
    error: errors[name],
    defaultValue: String(values[name] ?? ""),
    autoFocus: name === firstInvalid,
  });
}
