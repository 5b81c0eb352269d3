import { useMemo, useState } from "react";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { bookingLink } from "@/content/pages/walkthrough";
import { hours } from "@/content/site";
import type { FieldValues } from "@/lib/leads/form-state";
import { dayLabel, localRange, timeRange } from "@/lib/walkthrough/format";
import {
  bookableDays,
  walkthroughSlots,
  windowFields,
  windowInterval,
  windowLimits,
  type WindowField,
} from "@/lib/walkthrough/windows";
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

/** A time's label: Central time, and the visitor's own when their clock reads differently. */
function slotOptions(day: string | undefined, zone: string | null) {
  return walkthroughSlots.map((slot) => {
    const window = day ? windowInterval({ day, slot: slot.value }) : null;
    const central = window ? timeRange(window, hours.timeZone) : `${slot.start}–${slot.end}`;
    const local = window && zone ? localRange(window, zone) : null;
    return { value: slot.value, label: local ? `${central} (${local})` : central };
  });
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
 * globals.css, so it works before hydration). Hydrated, each day is a list of the bookable
 * business days and each time also shows the visitor's own clock; without JavaScript the day is
 * a date field, checked by the server alike. With a booking page set, it offers that too.
 */
export function WalkthroughWindows({
  field,
  values,
  hydrated,
  booking,
}: {
  field: FieldProps;
  values: FieldValues;
  hydrated: boolean;
  booking: boolean;
}) {
  const days = useMemo(() => (hydrated ? bookableDays(new Date()) : []), [hydrated]);
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const dayOptions = days.map((day) => ({ value: day, label: dayLabel(day) }));

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
        const day = chosen[n] ?? (String(values[names.day] ?? "") || days[0]);
        const dayProps = { ...field(names.day), label: "Day", optional: n > 1 };
        return (
          <fieldset key={ordinal} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{ordinal} choice</legend>
            {hydrated ? (
              <SelectField
                {...dayProps}
                options={dayOptions}
                onChange={(event) => setChosen((c) => ({ ...c, [n]: event.target.value }))}
              />
            ) : (
              <TextField {...dayProps} type="date" />
            )}
            <SelectField
              {...field(names.slot)}
              label="Time, Central"
              optional={n > 1}
              options={slotOptions(day, zone)}
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
