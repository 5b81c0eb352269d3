"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

type PitchbookNavProps = {
  deckId: string;
  count: number;
  /** Rendered by the server (components/ui/island-icons.tsx). */
  icons: { previous: ReactNode; next: ReactNode };
  /** The deck, rendered by the server, shown above the controls. */
  children?: ReactNode;
};

const slideNumber = (hash: string) => Number(/^#slide-(\d+)$/.exec(hash)?.[1] ?? 0);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-800 ring-1 ring-line hover:bg-brand-50 disabled:opacity-40";

/** Arrow keys, Home/End, previous/next buttons and a live "Slide n of N" for the deck. */
export function PitchbookNav({ deckId, count, icons, children }: PitchbookNavProps) {
  const [current, setCurrent] = useState(1);
  const currentRef = useRef(1);
  // The slide a key or button asked for while the deck scrolls smoothly to it: the slides it
  // passes on the way must not become current, or a second key press would start from them.
  const headingTo = useRef<number | null>(null);
  const arrivalTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((number: number) => {
    currentRef.current = number;
    setCurrent(number);
    // Keep the address in step with the slide, without a history entry per slide.
    if (location.hash !== `#slide-${number}` && (location.hash || number !== 1)) {
      history.replaceState(null, "", `#slide-${number}`);
    }
  }, []);

  const go = useCallback(
    (target: number) => {
      const number = Math.min(Math.max(target, 1), count);
      if (number !== currentRef.current) {
        headingTo.current = number;
        // In case the scroll ends without the observer seeing the slide (or without scrollend).
        clearTimeout(arrivalTimer.current);
        arrivalTimer.current = setTimeout(() => (headingTo.current = null), 1500);
      }
      document
        .getElementById(`slide-${number}`)
        ?.scrollIntoView({ block: "nearest", inline: "start" });
      show(number);
    },
    [count, show],
  );

  useEffect(() => {
    const deck = document.getElementById(deckId);
    if (!deck) return;
    // The observer's first report also picks up a slide opened by its #slide-N address.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting);
        if (!visible) return;
        const number = slideNumber(`#${visible.target.id}`) || 1;
        if (headingTo.current !== null && number !== headingTo.current) return;
        headingTo.current = null;
        show(number);
      },
      { root: deck, threshold: 0.6 },
    );
    deck.querySelectorAll("[id^='slide-']").forEach((slide) => observer.observe(slide));

    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const inDeck = deck.contains(document.activeElement);
      const now = currentRef.current;
      const targets: Record<string, number> = {
        ArrowRight: now + 1,
        ArrowLeft: now - 1,
        ...(inDeck && { PageDown: now + 1, PageUp: now - 1, Home: 1, End: count }),
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      go(target);
    };
    const arrived = () => (headingTo.current = null);
    document.addEventListener("keydown", onKey);
    deck.addEventListener("scrollend", arrived);
    return () => {
      observer.disconnect();
      clearTimeout(arrivalTimer.current);
      document.removeEventListener("keydown", onKey);
      deck.removeEventListener("scrollend", arrived);
    };
  }, [deckId, count, go, show]);

  return (
    <>
      {children}
      <div className="mt-4 flex items-center justify-center gap-4" data-print="hide">
        <button
          type="button"
          onClick={() => go(current - 1)}
          disabled={current <= 1}
          aria-controls={deckId}
          className={buttonClass}
        >
          {icons.previous}
          <span className="sr-only">Previous slide</span>
        </button>
        <p aria-live="polite" className="min-w-28 text-center text-sm font-semibold text-ink">
          Slide {current} of {count}
        </p>
        <button
          type="button"
          onClick={() => go(current + 1)}
          disabled={current >= count}
          aria-controls={deckId}
          className={buttonClass}
        >
          {icons.next}
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </>
  );
}
