import type { FieldErrors, FieldValues, LeadFormState } from "@/lib/leads/form-state";

/**
 * How a field is named: its label, or its label and a short name for the error summary, where a
 * question such as "What can we help with?" would read badly before a message ("Topic: Choose…").
 */
export type FieldLabel = string | { label: string; summary: string };

/** The label shown on the field itself. */
export const fieldLabel = (name: FieldLabel) => (typeof name === "string" ? name : name.label);

/** The name the error summary puts before the field's message. */
export const summaryLabel = (name: FieldLabel) => (typeof name === "string" ? name : name.summary);

/**
 * The props every field of a lead form gets: ids the error summary links to, its label, its
 * message, the answer to show again, and autofocus on the first problem so a page re-rendered
 * without JavaScript lands there too.
 */
export function fieldPropsFor<L extends Record<string, FieldLabel>>(
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
    label: fieldLabel(labels[name] ?? name),
    error: errors[name],
    defaultValue: String(values[name] ?? ""),
    autoFocus: name === firstInvalid,
  });
}
