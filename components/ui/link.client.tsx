"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * `next/link` that prefetches its page once the visitor shows intent (a pointer over it, a touch
 * or keyboard focus) instead of as soon as it scrolls into view, the pattern Next's prefetching
 * guide gives for hover-triggered prefetch. Right after hydration, the viewport prefetch of the
 * links on a first screen (logo, Apply, Contact, the hero's call to action) fetched ten RSC
 * payloads and two route chunks and evaluated them while a phone was still starting the page.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const showingIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={showingIntent(onMouseEnter)}
      onTouchStart={showingIntent(onTouchStart)}
      onFocus={showingIntent(onFocus)}
    />
  );
}
