/** How far below the screen an island starts loading: about one scroll on a phone. */
const nearMargin = "600px 0px";
/** A pointer over it (a desktop visitor heading for it), a focus, a tap or a key. */
const interactions = ["pointerover", "focusin", "pointerdown", "keydown"] as const;

/**
 * Whether the visitor has already acted on the page as it opens: it opened scrolled (a link to a
 * #fragment, a reload), from a link that carries answers in its query (`?topic=`, `?ref=`, the
 * calculator's figures), or `resumed` says so (a saved draft).
 */
const actedAlready = (resumed?: () => boolean) =>
  window.scrollY > 0 || location.search !== "" || (resumed?.() ?? false);

/**
 * Calls `open` once, when the host's markup nears the screen or the visitor points at, focuses,
 * taps or types in it; at once when the host is empty (nothing to keep), the browser cannot
 * observe, or focus is already inside (the visitor reached in before the page hydrated).
 * With `untilVisitorActs` (a form, whose server markup types and posts by itself), being near the
 * screen as the page opens is not enough unless the visitor has acted already (actedAlready):
 * only a scroll of theirs brings it near, so a form on the first screen loads with its first
 * touch, one further down as it is scrolled to. Never on a timer or when the browser is idle.
 * Returns a function that stops watching.
 */
export function whenWanted(
  host: HTMLElement,
  open: () => void,
  { untilVisitorActs, resumed }: { untilVisitorActs?: boolean; resumed?: () => boolean } = {},
): () => void {
  const children = [...host.children];
  if (
    children.length === 0 ||
    typeof IntersectionObserver === "undefined" ||
    host.contains(document.activeElement)
  ) {
    open();
    return () => {};
  }
  let watching = true;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && done(),
    { rootMargin: nearMargin },
  );
  const observe = () => children.forEach((child) => observer.observe(child));
  const stop = () => {
    watching = false;
    observer.disconnect();
    removeEventListener("scroll", observe);
    for (const type of interactions) host.removeEventListener(type, done, true);
  };
  const done = () => {
    if (!watching) return;
    stop();
    open();
  };
  if (untilVisitorActs && !actedAlready(resumed)) {
    addEventListener("scroll", observe, { once: true, passive: true });
  } else observe();
  for (const type of interactions) host.addEventListener(type, done, true);
  return stop;
}
