"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isPixelExcludedPath } from "@/lib/pixel/config";
import {
  hasPrivacySignal,
  installPixel,
  trackPageView,
  whenIdle,
  type PixelWindow,
} from "@/lib/pixel/loader";

/**
 * The Meta-Pixel-style loader, rendered by the layout only when a real id is configured. It loads
 * the script once the page is interactive and idle, then sends a page view on every route change,
 * except on excluded paths and when the browser signals Global Privacy Control.
 */
export function PixelLoader({ pixelId }: { pixelId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!pathname || isPixelExcludedPath(pathname) || hasPrivacySignal(navigator)) return;
    const send = () => {
      installPixel(window, pixelId);
      trackPageView(window);
    };
    // Only the first load waits for idle time; later route changes are counted at once.
    if ((window as PixelWindow).fbq) return send();
    return whenIdle(window, send);
  }, [pathname, pixelId]);

  return null;
}
