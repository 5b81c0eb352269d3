import { CheckboxGroup } from "@/components/ui/choice-fields";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import {
  industries,
  pricingModels,
  yearsInBusiness,
  type ApplicationField,
} from "@/lib/leads/application-options";
import type { FieldErrors, FieldValues } from "@/lib/leads/form-state";
import { usStates } from "@/lib/leads/us-states";
import { fieldLabel, type FieldLabel, type fieldPropsFor } from "../lead-form/field-props";
import { ReferredByField, referredByLabel } from "../lead-form/referred-by-field";

/** How each answer is named on the form, in the error summary and on the review step. */
export const applicationLabels = {
  legalName: "Legal business name",
  dba: { label: "Name customers know you by (DBA)", summary: "DBA" },
  industry: "Industry",
  website: "Website",
  yearsInBusiness: "Time in business",
  city: "City",
  state: "State",
  contactName: "Your name",
  role: "Your role",
  email: "Email",
  phone: "Phone",
  referredBy: referredByLabel,
  monthlyVolume: "Monthly card sales",
  averageTicket: "Average sale",
  cardPresentPercent: { label: "Share of card sales made in person", summary: "In-person share" },
  currentProcessor: "Current processor",
  pricingInterests: {
    label: "Pricing models you would like to compare",
    summary: "Pricing models",
  },
  notes: { label: "Anything else we should know", summary: "Notes" },
} satisfies Record<ApplicationField, FieldLabel>;

const stateOptions = usStates.map(([value, label]) => ({ value, label }));

type StepProps = { field: ReturnType<typeof fieldPropsFor<typeof applicationLabels>> };

export function BusinessFields({ field }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...field("legalName")} autoComplete="organization" maxLength={120} />
      <TextField {...field("dba")} maxLength={120} optional />
      <SelectField {...field("industry")} options={industries} />
      <SelectField {...field("yearsInBusiness")} options={yearsInBusiness} />
      <TextField
        {...field("website")}
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={200}
        optional
        className="sm:col-span-2"
      />
      <TextField {...field("city")} autoComplete="address-level2" maxLength={80} />
      <SelectField {...field("state")} options={stateOptions} autoComplete="address-level1" />
    </div>
  );
}

export function ContactFields({ field }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...field("contactName")} autoComplete="name" maxLength={100} />
      <TextField
        {...field("role")}
        autoComplete="organization-title"
        maxLength={80}
        hint="Owner, partner, office manager…"
      />
      <TextField {...field("email")} type="email" autoComplete="email" maxLength={254} />
      <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={32} />
      <ReferredByField {...field("referredBy")} className="sm:col-span-2" />
    </div>
  );
}

export function ProcessingFields({
  field,
  values,
  errors,
}: StepProps & { values: FieldValues; errors: FieldErrors }) {
  const interests = values.pricingInterests;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        {...field("monthlyVolume")}
        inputMode="decimal"
        maxLength={20}
        hint="Card sales in a typical month, in dollars. An estimate is fine."
      />
      <TextField
        {...field("averageTicket")}
        inputMode="decimal"
        maxLength={20}
        hint="A typical card sale, in dollars."
      />
      <TextField
        {...field("cardPresentPercent")}
        inputMode="numeric"
        maxLength={3}
        hint="Percent, 0 to 100: the rest is online, by phone or invoiced."
      />
      <TextField
        {...field("currentProcessor")}
        maxLength={80}
        optional
        hint="Leave empty if none."
      />
      <CheckboxGroup
        id={field("pricingInterests").id}
        name="pricingInterests"
        legend={fieldLabel(applicationLabels.pricingInterests)}
        options={pricingModels}
        checked={Array.isArray(interests) ? interests : []}
        error={errors.pricingInterests}
        className="sm:col-span-2"
      />
      <TextareaField
        {...field("notes")}
        rows={4}
        maxLength={1000}
        optional
        className="sm:col-span-2"
      />
    </div>
  );
}
