import type { z } from "zod";

/** The answers as the browser sent them: one string per field, a list for multiple choices. */
export type FieldValues = Record<string, string | string[]>;

/** One message per field that needs attention. */
export type FieldErrors = Record<string, string>;

/** What a lead form's Server Action answers; also the state of the form island. */
export type LeadFormState = {
  status: "idle" | "invalid" | "success" | "failed";
  /** The submitted answers, so a page re-rendered without JavaScript keeps them. */
  values: FieldValues;
  errors: FieldErrors;
  message?: string;
};

export const initialLeadFormState: LeadFormState = { status: "idle", values: {}, errors: {} };

/** Names of the hidden fields every lead form carries next to its visible ones. */
export const metaFields = {
  /** The honeypot: an innocuous name that browsers do not autofill. */
  honeypot: "homepage",
  /** Milliseconds since the epoch when the form was first shown, set after mount. */
  startedAt: "form_started",
  /** A UUID made in the browser after mount; a repeated submission carries the same one. */
  idempotencyKey: "submission_id",
} as const;

/** Submissions sent sooner than this after the form appeared are treated as automated. */
export const minimumFillMs = 3000;

/** The answers a form declares, read from FormData; anything else sent is ignored. */
export function formValues(
  formData: FormData,
  fields: readonly string[],
  multiple: readonly string[] = [],
): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const entries = formData.getAll(field).filter((entry) => typeof entry === "string");
    if (multiple.includes(field)) values[field] = entries;
    else if (entries[0] !== undefined) values[field] = entries[0];
  }
  return values;
}

/** The first message for each field of a failed parse. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
