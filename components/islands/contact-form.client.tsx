"use client";

import { useEffect, useMemo, useState } from "react";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { Button } from "@/components/ui/button";
import { hours, phone } from "@/content/site";
import { submitContact } from "@/lib/leads/actions";
import { contactRules } from "@/lib/leads/contact-rules";
import { contactTopics, topicFromQuery } from "@/lib/leads/contact-topics";
import type { FieldValues } from "@/lib/leads/form-state";
import { referrerFromQuery } from "@/lib/leads/referral-link";
import { siteSettings } from "@/lib/site-settings";
import { WalkthroughWindows, windowLabels } from "./contact-form/walkthrough-windows";
import { FormConfirmation, useHydrated } from "./lead-form/form-parts";
import { LeadFormFrame } from "./lead-form/lead-form-frame";
import { fieldPropsFor } from "./lead-form/field-props";
import { useLeadForm } from "./lead-form/use-lead-form";
import { useLinkedQuery } from "./lead-form/use-linked-answers";
import { ReferredByField, referredByLabel } from "./lead-form/referred-by-field";

const labels = {
  name: "Your name",
  email: "Email",
  phone: "Phone",
  businessName: "Business name",
  topic: { label: "What can we help with?", summary: "Topic" },
  ...windowLabels,
  message: "Your message",
  referredBy: referredByLabel,
};

/**
 * The contact form, for /contact and the home page's contact section. Drop it into any server
 * component; give each instance on one page its own `id`. A link may choose its topic
 * (`?topic=walkthrough`) and who referred the visitor (`?ref=`).
 */
export function ContactForm({ id = "contact-form" }: { id?: string }) {
  const [round, setRound] = useState(0);
  return <ContactFormRound key={round} id={id} onAgain={() => setRound((n) => n + 1)} />;
}

/** Whether a booking page is configured (BOOKING_URL), asked once the form has mounted. */
function useBooking() {
  const [booking, setBooking] = useState(false);
  useEffect(() => {
    let current = true;
    void siteSettings().then((settings) => current && setBooking(settings.booking));
    return () => {
      current = false;
    };
  }, []);
  return booking;
}

function ContactFormRound({ id, onAgain }: { id: string; onAgain: () => void }) {
  const form = useLeadForm(contactRules, submitContact);
  const hydrated = useHydrated();
  const booking = useBooking();
  const search = useLinkedQuery();
  const { answer, errors } = form;
  const values = useMemo(() => {
    if (answer.status !== "idle" || search === null) return answer.values;
    const linked: FieldValues = {};
    const [topic, referredBy] = [topicFromQuery(search), referrerFromQuery(search)];
    if (topic) linked.topic = topic;
    if (referredBy) linked.referredBy = referredBy;
    return linked;
  }, [answer, search]);
  const field = fieldPropsFor(id, labels, values, errors, answer);
  // The topic as chosen now: the walkthrough windows do their work only once it is theirs.
  const [topic, setTopic] = useState<string | null>(null);
  const walkthrough = hydrated && (topic ?? String(values.topic ?? "")) === "walkthrough";

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
      {/* A select shows a new default only when made again: the link's topic arrives after hydration. */}
      <SelectField
        key={values.topic ? "linked" : "blank"}
        {...field("topic")}
        options={contactTopics}
        onChange={(event) => setTopic(event.target.value)}
      />
      <WalkthroughWindows field={field} values={values} active={walkthrough} booking={booking} />
      <TextareaField
        {...field("message")}
        rows={6}
        maxLength={2000}
        hint="A few lines is plenty: what you sell, roughly what you process each month, what you want to change or see."
      />
      <ReferredByField {...field("referredBy")} />
    </LeadFormFrame>
  );
}
