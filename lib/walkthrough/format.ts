import { hours } from "@/content/site";
import { formatter } from "./formatters";
import type { WindowInterval } from "./windows";

/** "8:00 a.m." in a zone, with the day period written as the site writes it. */
function clockParts(at: Date, timeZone: string) {
  const parts = formatter(timeZone, "clock").formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    time: `${part("hour")}:${part("minute")}`,
    period: part("dayPeriod").toUpperCase() === "AM" ? "a.m." : "p.m.",
  };
}

/** The calendar day of a moment in a zone, e.g. "Tue, Nov 24". */
const shortDay = (at: Date, timeZone: string) => formatter(timeZone, "shortDay").format(at);

/** "8:00–10:00 a.m." or "10:00 a.m.–12:00 p.m.", in a zone. */
export function timeRange({ start, end }: WindowInterval, timeZone: string): string {
  const [from, to] = [clockParts(new Date(start), timeZone), clockParts(new Date(end), timeZone)];
  return from.period === to.period
    ? `${from.time}–${to.time} ${to.period}`
    : `${from.time} ${from.period}–${to.time} ${to.period}`;
}

/** "Tuesday, November 24": an ISO date as a day the visitor can pick. */
export const dayLabel = (day: string) =>
  formatter("UTC", "longDay").format(new Date(`${day}T00:00:00Z`));

/**
 * The window in the visitor's own zone, e.g. "9:00–11:00 a.m. your time", with the day when it
 * differs from the office's; null when the visitor's clock reads the same as the office's.
 */
export function localRange(window: WindowInterval, timeZone: string): string | null {
  const start = new Date(window.start);
  const same = timeRange(window, timeZone) === timeRange(window, hours.timeZone);
  const dayDiffers = shortDay(start, timeZone) !== shortDay(start, hours.timeZone);
  if (same && !dayDiffers) return null;
  const day = dayDiffers ? `${shortDay(start, timeZone)}, ` : "";
  return `${day}${timeRange(window, timeZone)} your time`;
}

/** "Tue, Nov 24, 2026, 8:00–10:00 a.m. Central time": a window as the team reads it. */
export function officeWindowText(window: WindowInterval): string {
  const start = new Date(window.start);
  const year = formatter(hours.timeZone, "year").format(start);
  return `${shortDay(start, hours.timeZone)}, ${year}, ${timeRange(window, hours.timeZone)} Central time`;
}
