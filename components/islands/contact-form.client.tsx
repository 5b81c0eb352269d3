"use client";

import { useState } from "react";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { Button } from "@/components/ui/button";
import { hours, phone } from "@/content/site";
import { submitContact } from "@/lib/leads/actions";
import { contactTopics } from "@/lib/leads/contact-topics";
import { FormConfirmation, useHydrated } from "./lead-form/form-parts";
import { LeadFormFrame } from "./lead-form/lead-form-frame";
import { fieldPropsFor } from "./lead-form/field-props";
import { useLeadForm } from "./lead-form/use-lead-form";

const loadContactForm = () => import("@/lib/leads/contact-schema").then((m) => m.contactForm);

const labels = {
  name: "Your name",
  email: "Email",
  phone: "Phone",
  businessName: "Business name",
  topic: { label: "What can we help with?", summary: "Topic" },
  message: "Your message",
};

/**
 * The contact form, for /contact and the home page's contact section. Drop it into any server
 * component; give each instance on one page its own `id`.
 */
export function ContactForm({ id = "contact-form" }: { id?: string }) {
  const [round, setRound] = useState(0);
  return <ContactFormRound key={round} id={id} onAgain={() => setRound((n) => n + 1)} />;
}

function ContactFormRound({ id, onAgain }: { id: string; onAgain: () => void }) {
  const form = useLeadForm(loadContactForm, submitContact);
  const hydrated = useHydrated();
  const { answer, errors } = form;
  const field = fieldPropsFor(id, labels, answer.values, errors, answer);

  if (answer.status === "success") {
    return (
      <FormConfirmation title="Thank you: your message is with us">
        <p>
          A specialist in Pewaukee reads every message and replies within one business day (
          {hours.display}). If it cannot wait, call us on{" "}
          <a href={`tel:${phone.e164}`}>{phone.display}</a>.
        </p>
        {hydrated && (
          <Button variant="secondary" className="mt-4" onClick={onAgain}>
            Send another message
          </Button>
        )}
      </FormConfirmation>
    );
  }

  return (
    <LeadFormFrame
      id={id}
      label="Contact form"
      form={form}
      labels={labels}
      submitLabel="Send message"
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} autoComplete="name" maxLength={100} />
        <TextField {...field("email")} type="email" autoComplete="email" maxLength={254} />
        <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={32} optional />
        <TextField
          {...field("businessName")}
          autoComplete="organization"
          maxLength={120}
          optional
        />
      </div>
      <SelectField {...field("topic")} options={contactTopics} />
      <TextareaField
        {...field("message")}
        rows={6}
        maxLength={2000}
        hint="A few lines is plenty: what you sell, roughly what you process each month, what you want to change."
      />
    </LeadFormFrame>
  );
}
