const MARKER_ID = "first-paint";

/**
 * Placed right after a page's headline and lead text (the largest paint of every page): holds
 * the browser's first paint until the parser has reached it, with the HTML standard's expect link
 * (`<link rel="expect" blocking="render">`, which React hoists into the head, where it must be)
 * and an empty marker, the way React marks the end of its own shell (`#_R_`). Chrome unblocks
 * rendering when the marked element is inserted, so the marker follows the text rather than
 * wrapping it. Without it a phone on a slow link painted the header alone first and the headline
 * one or two frames later, each frame restyling and laying out everything parsed so far. Placed
 * at the end of the whole first section instead, it held the paint for the stat cards and the
 * players too, which made the home page's headline later, not sooner. Browsers without expect
 * links paint as before; the link does nothing after the first load, so client navigations are
 * unaffected.
 *
 * It pays only if the parser reaches the marker early. Chrome parses in slices of about 10 ms for
 * its first few yields (two on Android, six on desktop) and in long ones after that; a marker
 * reached only in a long slice held the paint until most of the page was parsed and laid out.
 * So the markup before it is kept short: the phone drawer sits at the end of the body.
 */
export function FirstPaintMarker() {
  return (
    <>
      <link rel="expect" href={`#${MARKER_ID}`} blocking="render" />
      <template id={MARKER_ID} />
    </>
  );
}
