import { hours } from "@/content/site";
import { isoDayFormatter } from "./formatters";

/** An office holiday, by the name content/site.ts lists it under. */
export type Holiday = (typeof hours.closedOn)[number];

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const openWeekdays = new Set(hours.days.map((day) => weekdayNames.indexOf(day)));

/** "2026-11-26" for a UTC date (the calendar day, whatever the zone). */
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The `nth` weekday (0 Sunday) of a month; a negative `nth` counts from the month's end. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = utcDay(year, month, 1).getUTCDay();
    return utcDay(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const last = utcDay(year, month + 1, 0);
  return utcDay(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** A fixed-date holiday on a weekend is observed on the Friday before or the Monday after. */
function observed(date: Date): Date {
  const shift = { 0: 1, 6: -1 }[date.getUTCDay()] ?? 0;
  return utcDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + shift);
}

const holidayRules: Record<Holiday, (year: number) => Date> = {
  "New Year's Day": (year) => observed(utcDay(year, 0, 1)),
  "Memorial Day": (year) => nthWeekday(year, 4, 1, -1),
  "Independence Day": (year) => observed(utcDay(year, 6, 4)),
  "Labor Day": (year) => nthWeekday(year, 8, 1, 1),
  "Thanksgiving Day": (year) => nthWeekday(year, 10, 4, 4),
  "Christmas Day": (year) => observed(utcDay(year, 11, 25)),
};

/** The days the office is closed for a holiday in a year, as ISO dates. */
export function officeHolidays(year: number): Set<string> {
  // New Year's Day of the next year can be observed on this year's December 31.
  return new Set(
    [year, year + 1].flatMap((y) => hours.closedOn.map((name) => iso(holidayRules[name](y)))),
  );
}

/** Whether an ISO date is a day the office is open. */
export function isBusinessDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || iso(date) !== day) return false;
  return openWeekdays.has(date.getUTCDay()) && !officeHolidays(date.getUTCFullYear()).has(day);
}

/** Today's date at the office, e.g. "2026-11-24". */
export function officeToday(now: Date): string {
  return isoDayFormatter(hours.timeZone).format(now); // en-CA writes YYYY-MM-DD
}

/** The next `count` business days after today at the office, as ISO dates. */
export function nextBusinessDays(now: Date, count: number): string[] {
  const days: string[] = [];
  const date = new Date(`${officeToday(now)}T00:00:00Z`);
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(iso(date))) days.push(iso(date));
  }
  return days;
}
