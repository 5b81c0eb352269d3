/** Island hosts the page's own root has committed (deferred-island.tsx adds each in an effect). */
export const liveHosts = new WeakSet<Element>();

/** The visitor's taps and keys: events React replays after hydrating, by hydrating at once. */
const held =
  "pointerdown pointerup mousedown mouseup touchstart touchend click keydown keypress keyup input change paste".split(
    " ",
  );

/**
 * Until the page's own root has committed an island's host, a tap or keystroke in the island's
 * server markup would make React hydrate the whole page under it, in one long task (the page
 * still hydrating when it has just loaded). Those events stop at the window instead: the browser
 * still focuses, types and submits natively, and the island's code, not there yet, needs none.
 */
if (typeof window !== "undefined")
  for (const type of held)
    addEventListener(
      type,
      (event) => {
        const host = (event.target as Element).closest?.("[data-island]");
        if (host && !liveHosts.has(host)) event.stopPropagation();
      },
      true,
    );
