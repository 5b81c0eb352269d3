// An inline script that scripts/scripts-after-paint.mjs puts before the chunk loader, on pages
// with a deferred island (components/islands/deferred-island.tsx). Until the page's own React
// root has hydrated, a tap or key in an island's server markup makes React hydrate the whole page
// at once under it: 52-71 ms of keyup at 4x CPU when a visitor types as the page loads (issue 36).
// Stopped at the window, before React's listeners on the document, such an event never reaches
// React; the browser still focuses, types and submits natively, and the island adopts what it
// finds. Each host drops its `data-deferred-island` mark when the page's root commits, which ends
// the hold there (the island's own root then holds the same events until it has hydrated).
import { forcingEvents } from "../lib/forcing-events.mjs";

/** The script's source: one capture listener on the window per forcing event. */
export function holdScript() {
  return (
    "(function(t){function h(e){var n=e.target;" +
    'if(n&&n.closest&&n.closest("[data-deferred-island]"))e.stopImmediatePropagation()}' +
    "t.forEach(function(x){addEventListener(x,h,true)})})" +
    `(${JSON.stringify(forcingEvents)})`
  );
}
