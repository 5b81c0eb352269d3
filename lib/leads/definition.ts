import type { z } from "zod";

export const leadKinds = ["contact", "application", "referral", "download", "statement"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The columns every lead has; the rest of a form's answers go into the JSON payload. */
export type LeadFields = {
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  payload: Record<string, unknown>;
};

/** One form: its kind, its schema (shared by the island and the Server Action) and its mapping. */
export type LeadFormDefinition<S extends z.ZodObject = z.ZodObject> = {
  kind: LeadKind;
  schema: S;
  /** Fields that hold several values, such as a group of checkboxes. */
  multiple: readonly (keyof S["shape"] & string)[];
  toLead: (data: z.output<S>) => LeadFields;
};

/** Declares a form, keeping the schema's exact type for the island and the action. */
export function defineLeadForm<S extends z.ZodObject>(
  definition: LeadFormDefinition<S>,
): LeadFormDefinition<S> {
  return definition;
}

/** The names of a form's visible fields, in the schema's order. */
export function fieldNames(definition: { schema: z.ZodObject }): string[] {
  return Object.keys(definition.schema.shape);
}
