import { dayLabel, localRange } from "./format";
import { centralSlotOptions, walkthroughSlots } from "./slots";
import { bookableDays, windowInterval } from "./windows";

type Option = { value: string; label: string };

/** What the walkthrough fieldset offers once the topic is chosen, in the visitor's browser. */
export type WalkthroughChoices = {
  /** The bookable business days, first the next one. */
  days: Option[];
  /** A day's slots: Central time, and the visitor's own when their clock reads differently. */
  slots: (day: string | undefined) => Option[];
};

/**
 * The bookable days and, for the visitor's zone, each slot's label; loaded (a dynamic import)
 * only when the walkthrough topic is chosen. A day's labels are worked out once and kept.
 */
export function walkthroughChoices(now: Date, zone: string): WalkthroughChoices {
  const days = bookableDays(now).map((day) => ({ value: day, label: dayLabel(day) }));
  const byDay = new Map<string, Option[]>();
  const bookable = new Set(days.map((day) => day.value));
  const slots = (day: string | undefined) => {
    // A day kept from a post without JavaScript may be any text: only a bookable one has labels.
    if (!day || !bookable.has(day)) return centralSlotOptions;
    let options = byDay.get(day);
    if (!options) {
      options = walkthroughSlots.map(({ value, central }) => {
        const local = localRange(windowInterval({ day, slot: value }), zone);
        return { value, label: local ? `${central} (${local})` : central };
      });
      byDay.set(day, options);
    }
    return options;
  };
  return { days, slots };
}
