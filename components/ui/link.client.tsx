"use client";

import { useContext, useRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { isPlainClick } from "@/lib/plain-click";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A click the browser should handle itself: another tab or window, a download, another site. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute("target");
  return (
    !isPlainClick(event) ||
    (target !== null && target !== "_self") ||
    link.hasAttribute("download") ||
    new URL(link.href, window.location.href).origin !== window.location.origin
  );
}

/**
 * A link to a page of this site that opens it by client-side navigation, through the App Router
 * next/link drives (`router.push`, which scrolls to the top or to the address's #fragment), and
 * prefetches the page once the visitor shows intent: a pointer over it, a touch or keyboard focus.
 * Not next/link itself: its code (URL objects, viewport prefetch, link status, locales) was about
 * 3 KiB gzip of every page's first load (issue 36), and right after hydration its viewport
 * prefetch fetched ten RSC payloads while a phone was still starting the page. Without the router
 * (JavaScript off, a unit test) it is a plain link.
 */
export function Link({ href, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useContext(AppRouterContext);
  const prefetched = useRef(false);
  const intent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      handler?.(event);
      if (!router || prefetched.current) return;
      prefetched.current = true;
      router.prefetch(href);
    };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={intent(onMouseEnter)}
      onTouchStart={intent(onTouchStart)}
      onFocus={intent(onFocus)}
      onClick={(event) => {
        onClick?.(event);
        if (!router || leftToBrowser(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
