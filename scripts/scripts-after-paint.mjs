// A post-build step (scripts/post-build.mjs), before the CSP hashes (they must cover the loader
// this adds): the App Router emits its chunk scripts as `<script async>`, which the browser runs the
// moment each arrives, between parser yields and before the first paint (vercel/next.js#66958;
// #60727 proposes `defer` upstream; Next 16 has no option). `defer` alone still runs them before
// the first frame whenever parsing ends first. So each chunk script tag goes, with the low-priority
// preload Next writes for some of them, and one inline loader at the end of the body appends the
// same scripts, async as Next wrote them, after the first paint: the hello-world order, paint
// first and evaluate later. No preload is kept: a download that ends before the first paint
// competes with the stylesheet on a slow link, and Lighthouse's simulation counts every request
// that finished before the largest paint in that paint (a preloaded 140 KB of chunks put the
// simulated LCP at 2.4-2.6 s against 1.5-1.7 s without them, same run). The trade-off is that
// the download starts after the paint; the bench reports Time to Interactive beside it.
// Hydration is unaffected: the inline `self.__next_f.push(...)` scripts queue the RSC payload
// for whenever the runtime starts, and React finds the `script[async]` elements it expects.
// Links, menus and forms work before it, as now.
import { holdScript } from "./hold-island-events.mjs";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" (?:async|defer)=""><\/script>/g;

/**
 * The loader: the scripts once the browser reports its first paint (Paint Timing, delivered after
 * the frame), at once in a hidden tab (no frame comes), after the next frame where Paint Timing
 * is missing. The observer is the browser's own signal, not a timer a page or test may pause.
 */
export function loaderScript(sources) {
  return (
    "(function(s){var d;function l(){if(d)return;d=1;s.forEach(function(u){" +
    'var e=document.createElement("script");e.src=u;e.setAttribute("async","");' +
    "document.head.appendChild(e)})}" +
    'if(document.visibilityState!=="visible")return l();' +
    "var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;" +
    'if(!t||t.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(l,0)});' +
    'new P(function(_,o){o.disconnect();l()}).observe({type:"paint",buffered:true})})' +
    `(${JSON.stringify(sources)})`
  );
}

/** The chunk scripts a rewritten page's loader appends, in order; none for any other page. */
export function loaderSources(html) {
  const call = html.match(/\}\)\((\["\/_next\/static\/[^\]]*\])\)<\/script>/);
  return call ? JSON.parse(call[1]) : [];
}

/** The HTML with its chunk scripts loaded after the first paint; other scripts untouched. */
export function scriptsAfterPaint(html) {
  const sources = [];
  let rewritten = html.replace(CHUNK_SCRIPT, (_tag, src) => {
    sources.push(src);
    return "";
  });
  if (!sources.length) return html;
  for (const src of sources)
    rewritten = rewritten.replaceAll(
      `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`,
      "",
    );
  const end = rewritten.lastIndexOf("</body>");
  if (end === -1) return html;
  // A page with a deferred island holds taps and keys in it until the page has hydrated.
  const hold = rewritten.includes("data-deferred-island") ? `<script>${holdScript()}</script>` : "";
  return `${rewritten.slice(0, end)}${hold}<script>${loaderScript(sources)}</script>${rewritten.slice(end)}`;
}
