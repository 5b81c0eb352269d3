import { isPixelExcludedPath } from "./config";
import { installPixel, leaveFormPagesByDocument, trackPageView, type PixelWindow } from "./loader";
import { siteSettings } from "@/lib/site-settings";

/**
 * The pixel's part in one route of a visit, loaded by pixel-loader.client.tsx once the first page
 * is idle. On a page with a form it does nothing (and a document where the script has run
 * reloads without it). Elsewhere, the first time, it asks the server whether a pixel id is
 * configured (META_PIXEL_ID is read at run time), loads the script and sends a page view; after
 * that, one page view per route. `cancelled` says the visitor has moved on meanwhile.
 */
export function followRoute(win: PixelWindow, pathname: string, cancelled: () => boolean): void {
  if (isPixelExcludedPath(pathname)) {
    if (win.fbq) win.location.reload();
    return;
  }
  if (win.fbq) return trackPageView(win);
  void siteSettings().then(({ pixelId }) => {
    if (cancelled() || !pixelId || isPixelExcludedPath(win.location.pathname)) return;
    installPixel(win, pixelId);
    leaveFormPagesByDocument(win, isPixelExcludedPath);
    trackPageView(win);
  });
}
