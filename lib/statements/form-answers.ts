import type { FieldValues } from "@/lib/leads/form-state";
import { leadMessages } from "@/lib/leads/messages";
import { refusalMessage } from "./messages";
import type { UploadRefusal } from "./parse-upload";
import type { StatementFormState } from "./types";
import { uploadMessages } from "./upload-messages";

/**
 * The answer to one upload: an HTTP status and what the form shows; `close` when the rest of the
 * body is not worth reading (it stalled, or passed the limit), so the connection is closed with it;
 * `stored`, the idempotency key of the lead this very upload stored, so its sender (and only its
 * sender) can see what was read from the files.
 */
export type StatementAnswer = {
  status: number;
  state: StatementFormState;
  close?: boolean;
  stored?: string;
};

export const success = (stored?: string): StatementAnswer => ({
  status: 200,
  state: { status: "success", values: {}, errors: {} },
  ...(stored ? { stored } : {}),
});

export const failedState = (values: FieldValues, message: string): StatementFormState => ({
  status: "failed",
  values,
  errors: {},
  message,
});

export const refused = (
  status: number,
  message: string,
  values: FieldValues = {},
): StatementAnswer => ({ status, state: failedState(values, message) });

export function invalid(values: FieldValues, errors: Record<string, string>): StatementAnswer {
  const count = Object.keys(errors).length;
  return {
    status: 422,
    state: { status: "invalid", values, errors, message: leadMessages.invalid(Math.max(count, 1)) },
  };
}

/** The answer to an upload that stopped before its end, with the text fields kept. */
export function refusedUpload(refusal: UploadRefusal, values: FieldValues): StatementAnswer {
  switch (refusal.reason) {
    case "fields":
      return invalid(values, (refusal.answer ?? {}) as Record<string, string>);
    case "too_many_files":
      return fileRefusal(413, values, refusalMessage("too-many-files"));
    case "total_too_large":
      return fileRefusal(413, values, refusalMessage("total-too-large"));
    case "file_too_large":
      return fileRefusal(413, values, refusalMessage("file-too-large"), refusal);
    case "empty_file":
      return fileRefusal(422, values, refusalMessage("empty"), refusal);
    case "wrong_type":
      return fileRefusal(415, values, refusal.message, refusal);
    case "malformed":
      return refused(400, uploadMessages.malformed, values);
  }
}

/** A refusal about the files: beside the file field, and beside the one file it concerns. */
export function fileRefusal(
  status: number,
  values: FieldValues,
  message: string,
  file?: { index: number; name: string },
): StatementAnswer {
  const name = file && safeName(file.name);
  return {
    status,
    state: {
      status: "invalid",
      values,
      errors: { statements: name ? uploadMessages.forFile(name, message) : message },
      message: leadMessages.invalid(1),
      files: file && name ? [{ index: file.index, name, message }] : undefined,
    },
  };
}

/** The declared text fields only; anything else sent is ignored. */
export function pick(sent: Record<string, string>, fields: readonly string[]): FieldValues {
  return Object.fromEntries(fields.filter((field) => field in sent).map((f) => [f, sent[f] ?? ""]));
}

/** A name from the upload shown in a message before its kind is known: its last part, as text. */
function safeName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  return last.replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 120) || "A file";
}
