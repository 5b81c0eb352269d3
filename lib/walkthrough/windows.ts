import { hours } from "@/content/site";
import { formatter } from "./formatters";
import { nextBusinessDays } from "./business-days";
import { walkthroughSlots, windowLimits } from "./slots";

export { walkthroughSlots, windowFields, windowLimits, type WindowField } from "./slots";

/** A window as the visitor chose it: an ISO date and a slot value. */
export type WindowChoice = { day: string; slot: string };

/** A window as the team receives it: ISO 8601 moments with the office's offset. */
export type WindowInterval = { start: string; end: string };

/** The days a window may be on right now: from the next business day, four working weeks on. */
export const bookableDays = (now: Date) => nextBusinessDays(now, windowLimits.bookableDays);

/** The UTC offset of a zone at a moment, e.g. "-06:00". */
export function zoneOffset(at: Date, timeZone: string): string {
  const name =
    formatter(timeZone, "offset")
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
