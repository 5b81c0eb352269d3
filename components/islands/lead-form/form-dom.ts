import { metaFields } from "@/lib/leads/form-state";

/** The time trap and idempotency key a form carries; a restored draft keeps its own. */
export type LeadFormMeta = { key: string; startedAt: string };

/** Focuses the first control marked invalid, in document order. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Reads the hidden time trap and key, for a draft to keep them. */
export function readMeta(form: HTMLFormElement): LeadFormMeta {
  const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;
  return {
    key: read(metaFields.idempotencyKey) ?? "",
    startedAt: read(metaFields.startedAt) ?? "",
  };
}

/** Sets a hidden input's value without React, which renders it with no value prop. */
export function setHidden(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}
