"use client";

import { ConfirmField } from "@/components/ui/choice-fields";
import { TextareaField, TextField } from "@/components/ui/form-fields";
import { phone, siteName } from "@/content/site";
import { submitReferral } from "@/lib/leads/actions";
import { referralRules } from "@/lib/leads/referral-rules";
import { fieldPropsFor } from "./lead-form/field-props";
import { FormConfirmation } from "./lead-form/form-parts";
import { LeadFormFrame } from "./lead-form/lead-form-frame";
import { useLeadForm } from "./lead-form/use-lead-form";

const labels = {
  referrerName: "Your name",
  referrerEmail: "Your email",
  referrerPhone: "Your phone",
  businessName: "Business name",
  contactName: "Owner or manager's name",
  contactEmail: "Their email",
  contactPhone: "Their phone",
  note: { label: "Anything that would help us help them", summary: "Note" },
  informed: { label: "They know to expect our call", summary: "Their go-ahead" },
};

const groupClass = "grid gap-5 rounded-xl border border-line p-5 sm:grid-cols-2";
const legendClass = "px-1 text-lg font-bold text-brand-900";

/** The referral form on /friends. */
export function ReferralForm({ id = "referral-form" }: { id?: string }) {
  const form = useLeadForm(referralRules, submitReferral);
  const { answer, errors } = form;
  const field = fieldPropsFor(id, labels, answer.values, errors, answer);

  if (answer.status === "success") {
    return (
      <FormConfirmation title="Thank you for the introduction">
        <p>
          We will contact them within two business days and keep you posted by email. Questions
          about your referral? Call {phone.display}.
        </p>
      </FormConfirmation>
    );
  }

  return (
    <LeadFormFrame
      id={id}
      label="Referral form"
      form={form}
      labels={labels}
      submitLabel="Send referral"
      className="relative space-y-6"
    >
      <fieldset className={groupClass}>
        <legend className={legendClass}>About you</legend>
        <TextField {...field("referrerName")} autoComplete="name" maxLength={100} />
        <TextField {...field("referrerEmail")} type="email" autoComplete="email" maxLength={254} />
        <TextField
          {...field("referrerPhone")}
          type="tel"
          autoComplete="tel"
          maxLength={32}
          optional
        />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>The business you are referring</legend>
        <TextField {...field("businessName")} autoComplete="off" maxLength={120} />
        <TextField {...field("contactName")} autoComplete="off" maxLength={100} />
        <TextField
          {...field("contactEmail")}
          type="email"
          autoComplete="off"
          maxLength={254}
          optional
          hint="Their email or phone: we need one of the two."
        />
        <TextField
          {...field("contactPhone")}
          type="tel"
          autoComplete="off"
          maxLength={32}
          optional
        />
        <TextareaField
          {...field("note")}
          rows={3}
          maxLength={1000}
          optional
          className="sm:col-span-2"
        />
      </fieldset>
      <ConfirmField
        id={`${id}-informed`}
        name="informed"
        label={`I have told them to expect a call or email from ${siteName}.`}
        checked={answer.values.informed === "yes"}
        error={errors.informed}
      />
    </LeadFormFrame>
  );
}
