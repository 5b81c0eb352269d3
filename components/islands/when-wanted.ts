import { afterLoadAndIdle } from "@/lib/after-load";

/** How far below the screen an island starts loading: about one scroll on a phone. */
const nearMargin = "600px 0px";
const interactions = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `open` once, when the host's markup nears the screen, the visitor focuses, taps or types
 * in it, or (unless `idle` is false) the browser is idle after the page loads, so that a visitor
 * who types the moment the page loads does not wait for the code; at once when the host is empty
 * (nothing to keep) or the browser cannot observe. Returns a function that stops watching.
 */
export function whenWanted(
  host: HTMLElement,
  open: () => void,
  { idle = true }: { idle?: boolean } = {},
): () => void {
  const children = [...host.children];
  if (children.length === 0 || typeof IntersectionObserver === "undefined") {
    open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && done(),
    { rootMargin: nearMargin },
  );
  const cancelIdle = idle ? afterLoadAndIdle(() => done()) : () => {};
  const stop = () => {
    observer.disconnect();
    cancelIdle();
    for (const type of interactions) host.removeEventListener(type, done, true);
  };
  const done = () => {
    stop();
    open();
  };
  children.forEach((child) => observer.observe(child));
  for (const type of interactions) host.addEventListener(type, done, true);
  return stop;
}
