// The events React answers, on a root still hydrating, by hydrating all the rest of it at once
// (react-dom's discreteReplayableEvents): one long task under the visitor's tap or keystroke.
// Held back by an island's own root while it hydrates (components/islands/mount-island.tsx) and,
// before that, by the page until its own root has hydrated (scripts/hold-island-events.mjs).
export const forcingEvents = Object.freeze(
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset".split(
    " ",
  ),
);
