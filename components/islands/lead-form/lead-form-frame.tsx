import type { ReactNode } from "react";
import { ConsentLine, FormMetaFields, SubmitButton } from "./form-parts";
import type { FieldLabel } from "./field-props";
import { FormNotice } from "./form-notice";
import type { useLeadForm } from "./use-lead-form";

/**
 * The <form> of a one-page lead form, wired to its useLeadForm(): the notice above the fields,
 * then the hidden fields, the consent line and the submit button below them.
 */
export function LeadFormFrame({
  id,
  label,
  form: { formRef, formAction, onSubmit, onChange, message, errors, pending },
  labels,
  submitLabel,
  className,
  children,
}: {
  id: string;
  /** The form's accessible name. */
  label: string;
  form: ReturnType<typeof useLeadForm>;
  /** Field labels, for the notice's links to each field that needs a change. */
  labels: Record<string, FieldLabel>;
  submitLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-label={label}
      className={className}
    >
      <FormNotice idPrefix={id} message={message} errors={errors} labels={labels} />
      {children}
      <FormMetaFields idPrefix={id} />
      <ConsentLine action={submitLabel} />
      <SubmitButton pending={pending} label={submitLabel} />
    </form>
  );
}
