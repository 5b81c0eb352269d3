/**
 * The walkthrough windows' fixed shape, small enough for the contact form's first load: the
 * slots, their Central labels (the same on every day) and the fields' names. The day lists and
 * the visitor's own clock (choices.ts) load only once the walkthrough topic is chosen.
 */

/** Two-hour windows inside business hours (office time); the lunch hour stays free. */
export const walkthroughSlots = [
  { value: "08", start: "08:00", end: "10:00", central: "8:00–10:00 a.m." },
  { value: "10", start: "10:00", end: "12:00", central: "10:00 a.m.–12:00 p.m." },
  { value: "13", start: "13:00", end: "15:00", central: "1:00–3:00 p.m." },
  { value: "15", start: "15:00", end: "17:00", central: "3:00–5:00 p.m." },
] as const;

/** How many windows a visitor may offer, and how many business days ahead they may reach. */
export const windowLimits = { max: 3, bookableDays: 20 } as const;

/** The form's fields of one window: its day and its time, numbered from 1. */
export type WindowField = `window${1 | 2 | 3}${"Day" | "Slot"}`;

/** The form's field names for the n-th window (1-based): its day and its time. */
export const windowFields = (n: number) => ({
  day: `window${n}Day` as WindowField,
  slot: `window${n}Slot` as WindowField,
});

/** The slots as options, labelled in Central time: the markup before the topic is chosen. */
export const centralSlotOptions = walkthroughSlots.map(({ value, central }) => ({
  value,
  label: central,
}));
