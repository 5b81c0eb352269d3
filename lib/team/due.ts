import { hours } from "@/content/site";
import { isBusinessDay, officeToday } from "@/lib/walkthrough/business-days";
import { officeMoment } from "@/lib/walkthrough/windows";

/**
 * When a review is due: one business day of office time after it arrived, that is the hours of one
 * office day (8:00 to 5:00 Central: 9 hours), counted only while the office is open. A request in
 * office hours on Tuesday at 10:00 is due Wednesday at 10:00; one sent on Saturday, or Friday
 * after closing, is due Monday at 5:00 p.m. (the next business day's close); holidays do not count.
 */
export function reviewDueAt(receivedAt: Date): Date {
  const dayMs = (day: string) => [open(day), close(day)] as const;
  let left = close(officeToday(receivedAt)) - open(officeToday(receivedAt));
  let day = officeToday(receivedAt);
  let from = receivedAt.getTime();
  for (let guard = 0; guard < 30; guard++) {
    if (isBusinessDay(day)) {
      const [start, end] = dayMs(day);
      const begin = Math.max(from, start);
      if (begin < end) {
        if (begin + left <= end) return new Date(begin + left);
        left -= end - begin;
      }
    }
    day = nextDay(day);
    from = 0;
  }
  throw new Error("no business day within 30 days");
}

const open = (day: string) => Date.parse(officeMoment(day, hours.opens));
const close = (day: string) => Date.parse(officeMoment(day, hours.closes));
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Where a review stands against its clock: done, late, due within 2 office hours, or waiting. */
export type DueState = "done" | "overdue" | "due-soon" | "waiting";

export function dueState(status: string, dueAt: Date, now: Date): DueState {
  if (status === "comparison_sent") return "done";
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return "overdue";
  return left <= 2 * 60 * 60_000 ? "due-soon" : "waiting";
}
