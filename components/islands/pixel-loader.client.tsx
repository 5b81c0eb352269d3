"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { hasPrivacySignal, whenIdle } from "@/lib/pixel/browser";
import type { PixelWindow } from "@/lib/pixel/loader";
import { siteSettings } from "@/lib/site-settings";

// The pixel's own code (its excluded pages, the script's snippet) is fetched only once the server
// has said a pixel id is set: a page's first load carries only this watcher and the settings
// request, and while the pixel is off nothing more loads (issues 36 and 43).
const loadPixel = () => import("@/lib/pixel/follow-route");

/**
 * The Meta-Pixel-style loader (lib/pixel/follow-route.ts): once the first page is idle it asks
 * the server whether a pixel id is set (META_PIXEL_ID is read at run time) and, if one is, the
 * pixel follows the route then and on every later route change; it loads nothing on a page with a
 * form, nor when the browser signals Global Privacy Control. A form page is never shown in a
 * document where the script has run: links to one then load it as a new page, and a page that
 * arrives otherwise (Back, a script) reloads.
 */
export function PixelLoader() {
  const pathname = usePathname();

  useEffect(() => {
    const win = window as PixelWindow;
    if (!pathname || hasPrivacySignal(navigator)) return;
    let cancelled = false;
    const follow = () =>
      void loadPixel().then(
        ({ followRoute }) => cancelled || followRoute(win, pathname, () => cancelled),
        // Offline, or a deployment replaced the chunk: no pixel on this visit.
        () => {},
      );
    // Only the first load waits for idle time; later route changes are followed at once.
    if (win.fbq) {
      follow();
      return () => {
        cancelled = true;
      };
    }
    const cancelIdle = whenIdle(win, () =>
      siteSettings().then(({ pixelId }) => pixelId && !cancelled && follow()),
    );
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [pathname]);

  return null;
}
