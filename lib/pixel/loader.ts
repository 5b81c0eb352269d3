import { pixelScriptUrl } from "./config";

/** Meta's command queue, as its standard snippet defines it before the script arrives. */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  /** Stops the script from sending its own page views on history changes: we send them. */
  disablePushState: boolean;
};

/** A window that may carry the pixel's globals. */
export type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/**
 * Defines `fbq`, appends Meta's script once and initialises the pixel without automatic events;
 * later calls do nothing. The page views are sent by `trackPageView` alone.
 */
export function installPixel(win: PixelWindow, id: string): void {
  if (win.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  Object.assign(fbq, { queue: [], loaded: true, version: "2.0", disablePushState: true });
  fbq.push = fbq;
  win.fbq = fbq;
  win._fbq ??= fbq;

  const script = win.document.createElement("script");
  script.async = true;
  script.src = pixelScriptUrl;
  win.document.head.append(script);

  // No automatic button-click or page-metadata events: they could read what a visitor typed.
  fbq("set", "autoConfig", false, id);
  fbq("init", id);
}

/**
 * Once the script has run in this document, a click on a link to a form page loads that page as
 * a new document instead of a client-side route change, so the script is not there with the form.
 */
export function leaveFormPagesByDocument(win: Window, isFormPage: (path: string) => boolean) {
  win.document.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href);
      const here = win.location;
      if (url.origin !== here.origin || url.pathname === here.pathname) return;
      if (!isFormPage(url.pathname)) return;
      event.preventDefault(); // next/link then leaves the click alone
      win.location.assign(url.href);
    },
    { capture: true },
  );
}

/** Sends one page view through an installed pixel. */
export function trackPageView(win: PixelWindow): void {
  win.fbq?.("track", "PageView");
}
