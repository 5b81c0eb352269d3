"use client";

import { useEffect, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { submitApplication } from "@/lib/leads/actions";
import { applicationSteps, stepWith, type ApplicationField } from "@/lib/leads/application-options";
import { applicationRules } from "@/lib/leads/application-rules";
import { formValues, type FieldValues, type LeadFormState } from "@/lib/leads/form-state";
import { referrerFromQuery } from "@/lib/leads/referral-link";
import { ApplicationConfirmation, ReviewStep } from "./application/application-review";
import { applicationDraftKey } from "./application/draft-key";
import {
  applicationLabels,
  BusinessFields,
  ContactFields,
  ProcessingFields,
} from "./application/application-fields";
import { StepPanel } from "./application/step-panel";
import { StepProgress } from "./application/step-progress";
import { fieldPropsFor } from "./lead-form/field-props";
import { FormMetaFields } from "./lead-form/form-parts";
import { FormNotice } from "./lead-form/form-notice";
import { readMeta } from "./lead-form/form-dom";
import { useLeadForm } from "./lead-form/use-lead-form";
import { useLinkedQuery } from "./lead-form/use-linked-answers";
import { clearDraft, loadDraft, saveDraft, useSavedDraft } from "./lead-form/use-saved-draft";

const storageKey = applicationDraftKey;
const lastStep = applicationSteps.length - 1;
const fields = applicationSteps.flatMap((step) => [...step.fields]) satisfies ApplicationField[];
const multiple = ["pricingInterests"] satisfies ApplicationField[];
/** The step the visitor chose, valid until the server answers again. */
type Chosen = { step: number; answer: LeadFormState };

/**
 * The merchant pre-application. With JavaScript it is four steps with a progress indicator and
 * answers kept in local storage until the application is accepted; without it, one long form.
 */
export function ApplicationForm({ id = "application" }: { id?: string }) {
  const draft = useSavedDraft(storageKey);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { answer, errors, message, pending, formAction, formRef, validate, onChange, onSubmit } =
    useLeadForm(applicationRules, submitApplication, {
      restoreMeta: () => loadDraft(storageKey),
      onClientErrors: (found, current) => setChosen({ step: stepWith(found), answer: current }),
    });
  const referrer = referrerFromQuery(useLinkedQuery() ?? "");
  const values =
    answer.status !== "idle"
      ? answer.values
      : {
          ...draft?.values,
          ...(referrer && !draft?.values.referredBy && { referredBy: referrer }),
        };
  const step =
    chosen?.answer === answer
      ? chosen.step
      : { idle: draft?.step ?? 0, invalid: stepWith(errors), failed: lastStep, success: 0 }[
          answer.status
        ];
  const field = fieldPropsFor(id, applicationLabels, values, errors, answer);
  const [review, setReview] = useState<FieldValues>({});

  useEffect(() => {
    if (answer.status === "success") clearDraft(storageKey);
  }, [answer]);

  function save(nextStep = step) {
    const form = formRef.current;
    if (!form) return;
    const current = formValues(new FormData(form), fields, multiple);
    saveDraft(storageKey, { values: current, step: nextStep, ...readMeta(form) });
    return current;
  }

  function goTo(next: number) {
    const current = save(next);
    flushSync(() => {
      setChosen({ step: next, answer });
      if (current) setReview(current);
    });
    document.getElementById(`${id}-step-${next}`)?.focus();
  }

  /** Continues to the next step once this step's answers are clean. */
  function next(from: number) {
    if (validate(applicationSteps[from]!.fields)) goTo(from + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (step < lastStep) {
      event.preventDefault(); // Enter in a field means "continue", not "send"
      next(step);
      return;
    }
    onSubmit(event);
  }

  if (answer.status === "success") return <ApplicationConfirmation />;

  return (
    <form
      id={id}
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onChange={(event) => {
        onChange(event);
        save();
      }}
      noValidate
      aria-label="Merchant pre-application"
      className="relative space-y-6"
    >
      <StepProgress steps={applicationSteps} current={step} />
      <FormNotice
        idPrefix={id}
        message={message}
        errors={errors}
        labels={applicationLabels}
        onSelect={(name) => {
          goTo(stepWith({ [name]: "" }));
          document.getElementById(`${id}-${name}`)?.focus();
        }}
      />
      <div key={draft ? "restored" : "blank"} className="space-y-6">
        {applicationSteps.map((panel, index) => (
          <StepPanel
            key={panel.id}
            headingId={`${id}-step-${index}`}
            number={index + 1}
            total={applicationSteps.length}
            title={index === lastStep ? "Review and send" : panel.title}
            active={index === step}
            pending={pending}
            onBack={index > 0 ? () => goTo(index - 1) : undefined}
            onContinue={index < lastStep ? () => next(index) : undefined}
          >
            {index === 0 && <BusinessFields field={field} />}
            {index === 1 && <ContactFields field={field} />}
            {index === 2 && <ProcessingFields field={field} values={values} errors={errors} />}
            {index === lastStep && <ReviewStep values={chosen ? review : values} onEdit={goTo} />}
          </StepPanel>
        ))}
      </div>
      <FormMetaFields idPrefix={id} />
    </form>
  );
}
