"use client";

import { useEffect, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { site } from "@/content/site";
import { submitApplication } from "@/lib/leads/actions";
import { applicationSteps, type ApplicationField } from "@/lib/leads/application-options";
import {
  formValues,
  type FieldErrors,
  type FieldValues,
  type LeadFormState,
} from "@/lib/leads/form-state";
import { ApplicationReview } from "./application/application-review";
import {
  applicationLabels,
  BusinessFields,
  ContactFields,
  ProcessingFields,
} from "./application/application-fields";
import { StepProgress } from "./application/step-progress";
import { fieldPropsFor } from "./lead-form/field-props";
import {
  ConsentLine,
  FormConfirmation,
  FormMetaFields,
  FormNotice,
  SubmitButton,
} from "./lead-form/form-parts";
import { readMeta, useLeadForm } from "./lead-form/use-lead-form";
import { clearDraft, loadDraft, saveDraft, useSavedDraft } from "./lead-form/use-saved-draft";

const storageKey = "lake-country.apply.draft.v1";
const lastStep = applicationSteps.length - 1;
const fields = applicationSteps.flatMap((step) => [...step.fields]) satisfies ApplicationField[];
const multiple = ["pricingInterests"] satisfies ApplicationField[];
const loadApplicationForm = () =>
  import("@/lib/leads/application-schema").then((m) => m.applicationForm);
const stepOf = (errors: FieldErrors) =>
  Math.max(
    0,
    applicationSteps.findIndex((step) => step.fields.some((f) => f in errors)),
  );

/** The step the visitor chose, valid until the server answers again. */
type Chosen = { step: number; answer: LeadFormState };

/**
 * The merchant pre-application. With JavaScript it is four steps with a progress indicator and
 * answers kept in local storage until the application is accepted; without it, one long form.
 */
export function ApplicationForm({ id = "application" }: { id?: string }) {
  const draft = useSavedDraft(storageKey);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const {
    answer,
    errors,
    message,
    pending,
    formAction,
    formRef,
    preload,
    validate,
    onChange,
    onSubmit,
  } = useLeadForm(loadApplicationForm, submitApplication, {
    restoreMeta: () => loadDraft(storageKey),
    onClientErrors: (found, current) => setChosen({ step: stepOf(found), answer: current }),
  });
  const values = answer.status === "idle" ? (draft?.values ?? {}) : answer.values;
  const step =
    chosen?.answer === answer
      ? chosen.step
      : { idle: draft?.step ?? 0, invalid: stepOf(errors), failed: lastStep, success: 0 }[
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
  async function next(from: number) {
    if (await validate(applicationSteps[from]!.fields)) goTo(from + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (step < lastStep) {
      event.preventDefault(); // Enter in a field means "continue", not "send"
      void next(step);
      return;
    }
    onSubmit(event);
  }

  if (answer.status === "success") {
    return (
      <FormConfirmation title="Application received: thank you">
        <p>
          A payments specialist will call you within one business day to go through pricing and
          equipment, then send the secure e-sign application. Questions in the meantime? Call{" "}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
        </p>
      </FormConfirmation>
    );
  }

  return (
    <form
      id={id}
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onFocus={preload}
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
          goTo(stepOf({ [name]: "" }));
          document.getElementById(`${id}-${name}`)?.focus();
        }}
      />
      <div key={draft ? "restored" : "blank"} className="space-y-6">
        {applicationSteps.map((panel, index) => (
          <fieldset
            key={panel.id}
            data-active={index === step ? "" : undefined}
            className="space-y-5 [@media(scripting:enabled)]:not-data-active:hidden"
          >
            <legend className="w-full">
              <h3
                id={`${id}-step-${index}`}
                tabIndex={-1}
                className="text-xl font-bold text-brand-900 focus:outline-none"
              >
                <span className="text-base font-semibold text-muted">
                  Step {index + 1} of {applicationSteps.length}:{" "}
                </span>
                {index === lastStep ? "Review and send" : panel.title}
              </h3>
            </legend>
            {index === 0 && <BusinessFields field={field} />}
            {index === 1 && <ContactFields field={field} />}
            {index === 2 && <ProcessingFields field={field} values={values} errors={errors} />}
            {index === lastStep && (
              <>
                <ApplicationReview values={chosen ? review : values} onEdit={goTo} />
                <p className="text-sm text-muted">
                  This form never asks for Social Security numbers, dates of birth or bank account
                  numbers. Your specialist collects those only through the secure e-sign
                  application.
                </p>
                <ConsentLine action="Send application" />
              </>
            )}
            <div className="flex flex-wrap items-center gap-3">
              {index > 0 && (
                <Button
                  variant="secondary"
                  onClick={() => goTo(index - 1)}
                  className="[@media(scripting:none)]:hidden"
                >
                  Back
                </Button>
              )}
              {index < lastStep ? (
                <Button
                  onClick={() => void next(index)}
                  className="[@media(scripting:none)]:hidden"
                >
                  Continue
                </Button>
              ) : (
                <SubmitButton pending={pending} label="Send application" />
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <FormMetaFields idPrefix={id} />
    </form>
  );
}
