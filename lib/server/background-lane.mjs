// Work that may wait (checking a statement upload) takes turns of the event loop, one piece a
// turn, behind whatever I/O that turn polled: ten uploads arriving at once then cost a page
// request one piece of upload work per hop, not all of their parsing, encrypting and storing at
// once. server.mjs and the route's bundle each load this file; they share one lane through a
// global. Plain JavaScript, imported by server.mjs without a build step.

const lane = (globalThis[Symbol.for("lake-country.background-lane")] ??= {
  waiting: [],
  scheduled: false,
});

/** Lets the next waiter go; one a turn, in the order they asked. */
function letOneGo() {
  lane.waiting.shift()?.();
  if (lane.waiting.length > 0) setImmediate(letOneGo);
  else lane.scheduled = false;
}

/**
 * Resolves on a later turn of the event loop, after that turn's I/O callbacks (a page request's
 * next step among them); waiters go one a turn, first come first served.
 */
export function backgroundTurn() {
  return new Promise((resolve) => {
    lane.waiting.push(resolve);
    if (!lane.scheduled) {
      lane.scheduled = true;
      setImmediate(letOneGo);
    }
  });
}

/** Waiters not yet let go (for tests and the bench). */
export function backgroundWaiting() {
  return lane.waiting.length;
}
