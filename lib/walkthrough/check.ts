import { dayLabel } from "./format";
import {
  bookableDays,
  walkthroughSlots,
  windowFields,
  windowLimits,
  type WindowChoice,
} from "./windows";

export type WindowIssue = { field: string; message: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const slotValues = new Set<string>(walkthroughSlots.map((slot) => slot.value));

/**
 * The windows a visitor offered, read from the form's answers, with a message for each field
 * that needs a change: both halves of a window, a business day in the bookable range, a listed
 * time, no window twice, and at least one window in all.
 */
export function checkWindows(
  answers: Record<string, unknown>,
  now: Date,
): { windows: WindowChoice[]; issues: WindowIssue[] } {
  const days = bookableDays(now);
  const allowed = new Set(days);
  const windows: WindowChoice[] = [];
  const issues: WindowIssue[] = [];
  for (let n = 1; n <= windowLimits.max; n++) {
    const fields = windowFields(n);
    const day = text(answers[fields.day]);
    const slot = text(answers[fields.slot]);
    if (!day && !slot) continue;
    if (!day) issues.push({ field: fields.day, message: "Choose a day for this time." });
    else if (!allowed.has(day)) {
      issues.push({
        field: fields.day,
        message: `Choose a weekday from ${dayLabel(days[0]!)} to ${dayLabel(days.at(-1)!)}: we book calls at least one business day ahead.`,
      });
    }
    if (!slot) issues.push({ field: fields.slot, message: "Choose a time for this day." });
    else if (!slotValues.has(slot)) {
      issues.push({ field: fields.slot, message: "Choose one of the times listed." });
    }
    if (!allowed.has(day) || !slotValues.has(slot)) continue;
    if (windows.some((window) => window.day === day && window.slot === slot)) {
      issues.push({ field: fields.slot, message: "You chose this day and time already." });
      continue;
    }
    windows.push({ day, slot });
  }
  if (windows.length === 0 && issues.length === 0) {
    issues.push({
      field: windowFields(1).day,
      message: "Choose at least one day and time for the call.",
    });
  }
  return { windows, issues };
}
