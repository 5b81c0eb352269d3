import { CHAT_FORM_IDLE_MS, CHAT_FORM_RECHECK_MS } from "./timing";

/** Input types that are buttons, not fields a visitor fills in. */
const buttonTypes = new Set(["button", "submit", "reset", "image", "hidden"]);

/** Whether an element is a form field the visitor types into or chooses in. */
export function isFormField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !buttonTypes.has(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable === true
  );
}

type FormActivity = {
  /** The element that has focus now (`document.activeElement`). */
  focused: Element | null;
  /** When a field last changed (ms since the epoch), or -Infinity if none has. */
  lastEditAt: number;
  now: number;
};

/**
 * How long the chat must still wait before it may open by itself: 0 once the visitor is not
 * using a form (no field has focus and none changed in the last 15 s).
 */
export function formBusyFor({ focused, lastEditAt, now }: FormActivity): number {
  if (isFormField(focused)) return CHAT_FORM_RECHECK_MS;
  return Math.max(0, lastEditAt + CHAT_FORM_IDLE_MS - now);
}
