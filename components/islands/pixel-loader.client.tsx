"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isPixelExcludedPath } from "@/lib/pixel/config";
import {
  hasPrivacySignal,
  installPixel,
  leaveFormPagesByDocument,
  trackPageView,
  whenIdle,
  type PixelWindow,
} from "@/lib/pixel/loader";
import { siteSettings } from "@/lib/site-settings";

/**
 * The Meta-Pixel-style loader. On a page without a form, once the page is idle, it asks the
 * server whether a pixel id is configured (META_PIXEL_ID is read at run time), loads the script
 * and sends a page view on this and every later route change. It does nothing on a page with a
 * form, nor when the browser signals Global Privacy Control. A form page is never shown in a
 * document where the script has run: links to one then load it as a new page, and a page that
 * arrives otherwise (Back, a script) reloads.
 */
export function PixelLoader() {
  const pathname = usePathname();

  useEffect(() => {
    const win = window as PixelWindow;
    if (!pathname || hasPrivacySignal(navigator)) return;
    if (isPixelExcludedPath(pathname)) {
      if (win.fbq) win.location.reload();
      return;
    }
    // Only the first load waits for idle time; later route changes are counted at once.
    if (win.fbq) return trackPageView(win);
    let cancelled = false;
    const cancelIdle = whenIdle(win, () => {
      void siteSettings().then(({ pixelId }) => {
        if (cancelled || !pixelId || isPixelExcludedPath(win.location.pathname)) return;
        installPixel(win, pixelId);
        leaveFormPagesByDocument(win, isPixelExcludedPath);
        trackPageView(win);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [pathname]);

  return null;
}
