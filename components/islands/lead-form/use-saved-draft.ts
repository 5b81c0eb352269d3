import { useMemo, useSyncExternalStore } from "react";
import type { FieldValues } from "@/lib/leads/form-state";

/** Answers kept in this browser so a reload does not lose them. */
export type FormDraft = {
  values: FieldValues;
  step: number;
  key: string;
  startedAt: string;
  savedAt: number;
};

const isAnswer = (value: unknown) =>
  typeof value === "string" ||
  (Array.isArray(value) && value.every((entry) => typeof entry === "string"));

/** Checks what storage held by hand: zod stays out of the first load. */
function asDraft(value: unknown): FormDraft | null {
  const draft = value as Partial<FormDraft> | null;
  const valid =
    typeof draft?.values === "object" &&
    draft.values !== null &&
    Object.values(draft.values).every(isAnswer) &&
    Number.isInteger(draft.step) &&
    (draft.step ?? -1) >= 0 &&
    typeof draft.key === "string" &&
    typeof draft.startedAt === "string" &&
    typeof draft.savedAt === "number";
  return valid ? (draft as FormDraft) : null;
}

const maxAgeMs = 30 * 24 * 60 * 60 * 1000;
// What storage held when the page loaded: later saves must not re-render the form under the visitor.
const loaded = new Map<string, string | null>();

function storedText(storageKey: string): string | null {
  if (!loaded.has(storageKey)) {
    let text: string | null = null;
    try {
      text = window.localStorage.getItem(storageKey);
    } catch {
      // Storage can be blocked (private modes, policies): the form simply starts empty.
    }
    loaded.set(storageKey, text);
  }
  return loaded.get(storageKey) ?? null;
}

/** The draft saved when the page loaded, if it is valid and recent; null when there is none. */
export function loadDraft(storageKey: string): FormDraft | null {
  const text = storedText(storageKey);
  if (!text) return null;
  try {
    const draft = asDraft(JSON.parse(text));
    return draft && Date.now() - draft.savedAt < maxAgeMs ? draft : null;
  } catch {
    return null;
  }
}

/** The saved draft; null in the static HTML and while hydrating, then the browser's copy. */
export function useSavedDraft(storageKey: string): FormDraft | null {
  const text = useSyncExternalStore(
    noSubscription,
    () => storedText(storageKey),
    () => null,
  );
  return useMemo(() => (text ? loadDraft(storageKey) : null), [text, storageKey]);
}
const noSubscription = () => () => {};

/** Keeps the answers in local storage; failures (quota, blocked storage) are ignored. */
export function saveDraft(storageKey: string, draft: Omit<FormDraft, "savedAt">) {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // The form still works; only the reload safety net is lost.
  }
}

/** Forgets the draft once the form has been accepted. */
export function clearDraft(storageKey: string) {
  loaded.set(storageKey, null);
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
