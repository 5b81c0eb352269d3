import {
  applicationSteps,
  industries,
  pricingModels,
  yearsInBusiness,
  type ApplicationField,
} from "@/lib/leads/application-options";
import { phone } from "@/content/site";
import type { FieldValues } from "@/lib/leads/form-state";
import { usStates } from "@/lib/leads/us-states";
import { ConsentLine, FormConfirmation } from "../lead-form/form-parts";
import { fieldLabel } from "../lead-form/field-props";
import { applicationLabels } from "./application-fields";

const optionLabels: Partial<Record<ApplicationField, ReadonlyMap<string, string>>> = {
  industry: new Map(industries.map((option) => [option.value, option.label])),
  yearsInBusiness: new Map(yearsInBusiness.map((option) => [option.value, option.label])),
  pricingInterests: new Map(pricingModels.map((option) => [option.value, option.label])),
  state: new Map(usStates),
};

function display(field: ApplicationField, value: FieldValues[string] | undefined): string {
  const answers = (Array.isArray(value) ? value : [value ?? ""]).map((answer) => answer.trim());
  const shown = answers.filter(Boolean).map((answer) => optionLabels[field]?.get(answer) ?? answer);
  if (shown.length === 0) return "Not given";
  return field === "cardPresentPercent" ? `${shown[0]}% in person` : shown.join(", ");
}

/** The answers of every step, each with a way back to change it. Shown only with JavaScript. */
function ApplicationReview({
  values,
  onEdit,
}: {
  values: FieldValues;
  onEdit: (step: number) => void;
}) {
  return (
    <div className="space-y-4 [@media(scripting:none)]:hidden">
      {applicationSteps.slice(0, -1).map((step, index) => (
        <section key={step.id} className="rounded-xl border border-line p-4">
          <div className="flex items-center justify-between gap-4">
            <h4 className="font-semibold text-brand-900">{step.title}</h4>
            <button
              type="button"
              onClick={() => onEdit(index)}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Change<span className="sr-only"> {step.title.toLowerCase()} answers</span>
            </button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {step.fields.map((field) => (
              <div key={field}>
                <dt className="text-muted">{fieldLabel(applicationLabels[field])}</dt>
                <dd className="font-medium break-words text-ink">
                  {display(field, values[field])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The last step: the answers (with JavaScript), what this form never asks for, and consent. */
export function ReviewStep(props: { values: FieldValues; onEdit: (step: number) => void }) {
  return (
    <>
      <ApplicationReview {...props} />
      <p className="text-sm text-muted">
        This form never asks for Social Security numbers, dates of birth or bank account numbers.
        Your specialist collects those only through the secure e-sign application.
      </p>
      <ConsentLine action="Send application" />
    </>
  );
}

/** What replaces the application once it is stored. */
export function ApplicationConfirmation() {
  return (
    <FormConfirmation title="Application received: thank you">
      <p>
        A payments specialist will call you within one business day to go through pricing and
        equipment, then send the secure e-sign application. Questions in the meantime? Call{" "}
        <a href={`tel:${phone.e164}`}>{phone.display}</a>.
      </p>
    </FormConfirmation>
  );
}
