"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { isPlainClick } from "@/lib/plain-click";

/** The same-origin page a click is about to open, or null for anything the router won't handle. */
export function internalTarget(event: MouseEvent): string | null {
  if (!isPlainClick(event)) return null;
  const link =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (
    !link ||
    link.target === "_blank" ||
    link.hasAttribute("download") ||
    link.hasAttribute("data-open-chat")
  )
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null;
  return url.pathname;
}

/**
 * The spinner shown while a page loads on client-side navigation. A route-level loading.tsx
 * would wrap every pre-rendered page in a Suspense fallback and hide its content from visitors
 * and crawlers without JavaScript, so the pending state is tracked here instead.
 */
export function NavigationStatus() {
  const pathname = usePathname();
  const [target, setTarget] = useState<string | null>(null);
  const pending = target !== null && target !== pathname;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const next = internalTarget(event);
      if (next) setTarget(next);
    };
    // Capture phase: next/link prevents the default action before a bubbling listener would run.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only" data-print="hide">
        {pending ? "Loading page…" : ""}
      </div>
      {pending && (
        <div
          aria-hidden="true"
          data-chrome
          className="pointer-events-none fixed inset-x-0 top-0 z-50 flex [animation:fade-in_150ms_200ms_forwards] justify-center pt-20 opacity-0"
        >
          <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-brand-900 shadow-lg ring-1 ring-line">
            <span className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
            Loading…
          </span>
        </div>
      )}
    </>
  );
}
