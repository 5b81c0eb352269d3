import { randomUUID } from "node:crypto";
import { z } from "zod";
import { fieldNames, multipleFields, type FormFields } from "./form-rules";
import {
  firstErrors,
  formValues,
  metaFields,
  minimumFillMs,
  type FieldValues,
  type LeadFormState,
} from "./form-state";
import { originKey, type LeadOrigin } from "./lead-origin";
import type { LeadFormDefinition } from "./lead-schema";
import { leadMessages } from "./messages";
import type { LeadStore, SubmitResult } from "./store";

/** What a lead action needs from the outside world; tests pass their own. */
export type LeadIntakeDeps = {
  store: () => Promise<Pick<LeadStore, "submit">>;
  /** The hashed client address, or null when it cannot be trusted. */
  addressHash: () => Promise<string | null>;
  /** The page (and UTM fields) the form was sent from, when known. */
  origin?: () => Promise<LeadOrigin | null>;
  /** Called after a lead is committed, to start its delivery; must not throw or wait. */
  onStored?: () => void;
  now?: () => number;
  log?: Pick<Console, "info" | "error">;
};

const uuid = z.uuid();

/**
 * The validated Server Action behind every lead form: read the declared fields, answer a filled
 * honeypot with the normal success, validate with the form's schema, apply the time trap, and
 * acknowledge only what the store has committed. Logs carry the idempotency key, never answers.
 */
export function createLeadAction<F extends FormFields>(
  form: LeadFormDefinition<F>,
  { store, addressHash, origin, onStored, now = Date.now, log = console }: LeadIntakeDeps,
) {
  const fields = fieldNames(form.rules);
  const multiple = multipleFields(form.rules);
  const report = (event: string, idempotencyKey: string, extra?: object) =>
    JSON.stringify({ event, kind: form.kind, idempotencyKey, ...extra });

  return async function leadAction(
    _previous: LeadFormState,
    formData: FormData,
  ): Promise<LeadFormState> {
    const values = formValues(formData, fields, multiple);
    const key = readKey(formData.get(metaFields.idempotencyKey)) ?? randomUUID();

    if (isFilled(formData.get(metaFields.honeypot))) {
      log.info(report("lead_honeypot", key));
      return accepted();
    }
    const parsed = form.schema.safeParse(values);
    if (!parsed.success) {
      const errors = firstErrors(parsed.error);
      const message = leadMessages.invalid(Object.keys(errors).length);
      return { status: "invalid", values, errors, message };
    }
    if (sentTooFast(formData.get(metaFields.startedAt), now())) {
      log.info(report("lead_too_fast", key));
      return refused(values, leadMessages.tooFast);
    }

    let result: SubmitResult;
    try {
      const lead = form.toLead(parsed.data);
      const [hash, source] = await Promise.all([addressHash(), origin?.() ?? null]);
      const payload = source ? { ...lead.payload, [originKey]: source } : lead.payload;
      result = await (
        await store()
      ).submit({ ...lead, payload, kind: form.kind, addressHash: hash, idempotencyKey: key });
    } catch (error) {
      log.error(report("lead_store_failed", key, { error: describe(error) }));
      return refused(values, leadMessages.storeFailed);
    }
    log.info(report(`lead_${result}`, key));
    if (result === "stored") onStored?.();
    if (result === "stored" || result === "duplicate") return accepted();
    return refused(
      values,
      result === "rate_limited" ? leadMessages.rateLimited : leadMessages.busy,
    );
  };
}

const accepted = (): LeadFormState => ({ status: "success", values: {}, errors: {} });

const refused = (values: FieldValues, message: string): LeadFormState => ({
  status: "failed",
  values,
  errors: {},
  message,
});

/** Whether a hidden field (the honeypot) holds anything. */
export const isFilled = (value: FormDataEntryValue | null) =>
  typeof value === "string" ? value.trim() !== "" : value !== null;

/** The idempotency key a form sent, when it is a UUID. */
export const readKey = (value: FormDataEntryValue | null) =>
  typeof value === "string" && uuid.safeParse(value).success ? value.toLowerCase() : null;

/** Too fast is a start time less than the minimum ago; a missing or future time is neutral. */
export function sentTooFast(startedAt: FormDataEntryValue | null, now: number): boolean {
  if (typeof startedAt !== "string" || !/^\d{10,16}$/.test(startedAt)) return false;
  const elapsed = now - Number(startedAt);
  return elapsed >= 0 && elapsed < minimumFillMs;
}

/** The error's kind, never its details, which may quote the row. */
export function describe(error: unknown) {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    code: typeof code === "string" ? code : undefined,
    message: error.message.slice(0, 200),
  };
}
