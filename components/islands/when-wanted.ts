/** How far below the screen an island starts loading: about one scroll on a phone. */
const nearMargin = "600px 0px";
const interactions = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `run` once the page has loaded and the browser is next idle (at the latest 2 s after
 * load; 200 ms after it where there is no requestIdleCallback, as in Safari). Not cancellable:
 * whenWanted's `open` runs once whatever calls it, which keeps this part of the first load small.
 */
function whenIdleAfterLoad(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/**
 * Calls `open` once, when the host's markup nears the screen, the visitor focuses, taps or types
 * in it, or, with `idle`, the browser is idle after the page loads, so that a visitor
 * who types the moment the page loads does not wait for the code; at once when the host is empty
 * (nothing to keep) or the browser cannot observe. Returns a function that stops watching.
 */
export function whenWanted(
  host: HTMLElement,
  open: () => void,
  { idle }: { idle?: boolean } = {},
): () => void {
  const children = [...host.children];
  if (children.length === 0 || typeof IntersectionObserver === "undefined") {
    open();
    return () => {};
  }
  let watching = true;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && done(),
    { rootMargin: nearMargin },
  );
  const stop = () => {
    watching = false;
    observer.disconnect();
    for (const type of interactions) host.removeEventListener(type, done, true);
  };
  const done = () => {
    if (!watching) return;
    stop();
    open();
  };
  children.forEach((child) => observer.observe(child));
  for (const type of interactions) host.addEventListener(type, done, true);
  if (idle) whenIdleAfterLoad(done);
  return stop;
}
