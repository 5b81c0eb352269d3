import { useEffect, useRef, type RefObject } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The chunk scripts load after the first paint (scripts/scripts-after-paint.mjs), so a visitor
 * can choose or type in an island's controls before it hydrates. React keeps what the controls
 * show but starts from its own initial state, and the island would then work from values the
 * visitor no longer sees (the outreach steps said "restaurant owners" under a select showing
 * "Healthcare"). Once, after hydration, this reads each control named after a key of `state`
 * inside `container` and hands `adopt` the values that differ.
 */
export function useValuesShownBeforeHydration<T extends Record<string, string>>(
  container: RefObject<HTMLElement | null>,
  state: T,
  adopt: (shown: Partial<T>) => void,
) {
  const atHydration = useRef({ state, adopt });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const { state: initial, adopt: hand } = atHydration.current;
    const shown: Partial<T> = {};
    for (const name of Object.keys(initial) as (keyof T & string)[]) {
      const control = root.querySelector<Control>(`[name="${CSS.escape(name)}"]`);
      if (control && control.value !== initial[name]) shown[name] = control.value as T[typeof name];
    }
    if (Object.keys(shown).length > 0) hand(shown);
  }, [container]);
}
