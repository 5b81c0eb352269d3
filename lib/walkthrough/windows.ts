import { hours } from "@/content/site";
import { nextBusinessDays } from "./business-days";

/** Two-hour windows inside business hours (office time); the lunch hour stays free. */
export const walkthroughSlots = [
  { value: "08", start: "08:00", end: "10:00" },
  { value: "10", start: "10:00", end: "12:00" },
  { value: "13", start: "13:00", end: "15:00" },
  { value: "15", start: "15:00", end: "17:00" },
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

/** A window as the visitor chose it: an ISO date and a slot value. */
export type WindowChoice = { day: string; slot: string };

/** A window as the team receives it: ISO 8601 moments with the office's offset. */
export type WindowInterval = { start: string; end: string };

/** The days a window may be on right now: from the next business day, four working weeks on. */
export const bookableDays = (now: Date) => nextBusinessDays(now, windowLimits.bookableDays);

/** The UTC offset of a zone at a moment, e.g. "-06:00". */
export function zoneOffset(at: Date, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** "2026-11-24" at "08:00" office time, as an ISO moment with its offset. */
export function officeMoment(day: string, time: string): string {
  // The offset at midday: clocks change at 2 a.m., never inside business hours.
  return `${day}T${time}:00${zoneOffset(new Date(`${day}T18:00:00Z`), hours.timeZone)}`;
}

/** A chosen window as the interval the lead carries. */
export function windowInterval({ day, slot }: WindowChoice): WindowInterval {
  const found = walkthroughSlots.find((candidate) => candidate.value === slot);
  if (!found) throw new Error(`unknown walkthrough slot ${slot}`);
  return { start: officeMoment(day, found.start), end: officeMoment(day, found.end) };
}
