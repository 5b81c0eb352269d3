import { useEffect, useState } from "react";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { bookingLink } from "@/content/pages/walkthrough";
import { hours } from "@/content/site";
import type { FieldValues } from "@/lib/leads/form-state";
import type { WalkthroughChoices } from "@/lib/walkthrough/choices";
import {
  centralSlotOptions,
  windowFields,
  windowLimits,
  type WindowField,
} from "@/lib/walkthrough/slots";
import type { FieldLabel } from "../lead-form/field-props";

const ordinals = ["First", "Second", "Third"] as const;

/** The windows' labels, for the fields and for the error summary ("Second choice, day: …"). */
export const windowLabels = Object.fromEntries(
  ordinals.slice(0, windowLimits.max).flatMap((ordinal, index) => {
    const { day, slot } = windowFields(index + 1);
    return [
      [day, { label: "Day", summary: `${ordinal} choice, day` }],
      [slot, { label: "Time, Central", summary: `${ordinal} choice, time` }],
    ];
  }),
) as Record<WindowField, FieldLabel>;

/**
 * The bookable days and the visitor's own clock, worked out in the browser only once `active`
 * (hydrated, walkthrough topic chosen): a dynamic import, so neither the code nor the work is
 * part of the page's first load. Null until then, and the fieldset keeps its markup without JS.
 */
function useWalkthroughChoices(active: boolean): WalkthroughChoices | null {
  const [choices, setChoices] = useState<WalkthroughChoices | null>(null);
  useEffect(() => {
    if (!active || choices) return;
    let current = true;
    void import("@/lib/walkthrough/choices").then(({ walkthroughChoices }) => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (current) setChoices(walkthroughChoices(new Date(), zone));
    });
    return () => {
      current = false;
    };
  }, [active, choices]);
  return choices;
}

type FieldProps = (name: WindowField) => {
  id: string;
  name: string;
  error?: string;
  defaultValue: string;
  autoFocus: boolean;
};

/**
 * Up to three preferred times for a walkthrough call, shown while that topic is chosen (a rule in
 * globals.css, so it works before hydration). Without JavaScript, and until the topic is chosen,
 * each day is a date field (checked by the server) and each time is labelled in Central time;
 * once chosen, each day is a list of the bookable business days and each time also shows the
 * visitor's own clock. With a booking page set, it offers that too.
 */
export function WalkthroughWindows({
  field,
  values,
  active,
  booking,
}: {
  field: FieldProps;
  values: FieldValues;
  /** Hydrated, with the walkthrough topic chosen. */
  active: boolean;
  booking: boolean;
}) {
  const choices = useWalkthroughChoices(active);
  const [chosen, setChosen] = useState<Record<number, string>>({});

  return (
    <fieldset data-walkthrough className="space-y-4 rounded-xl border border-line px-5 pt-1 pb-5">
      <legend className="px-1 text-lg font-bold text-brand-900">When would suit you?</legend>
      <p className="text-sm text-muted">
        Choose up to three times, {hours.display}, at least one business day ahead. A specialist
        confirms one by email or phone.
      </p>
      {ordinals.map((ordinal, index) => {
        const n = index + 1;
        const names = windowFields(n);
        const dayProps = { ...field(names.day), label: "Day", optional: n > 1 };
        const day = chosen[n] ?? (String(values[names.day] ?? "") || choices?.days[0]?.value);
        return (
          <fieldset key={ordinal} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{ordinal} choice</legend>
            {choices ? (
              <SelectField
                {...dayProps}
                options={choices.days}
                onChange={(event) => setChosen((c) => ({ ...c, [n]: event.target.value }))}
              />
            ) : (
              <TextField {...dayProps} type="date" />
            )}
            <SelectField
              {...field(names.slot)}
              label="Time, Central"
              optional={n > 1}
              options={choices ? choices.slots(day) : centralSlotOptions}
            />
          </fieldset>
        );
      })}
      {booking && (
        <p className="text-sm text-ink">
          Or{" "}
          <a href={bookingLink.href} className="font-semibold text-brand-700 underline">
            {bookingLink.label}
          </a>{" "}
          on our booking page, and the call is in the calendar at once.
        </p>
      )}
    </fieldset>
  );
}
