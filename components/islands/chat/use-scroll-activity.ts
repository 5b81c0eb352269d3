import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_SCROLLBAR_HIDE_MS } from "@/lib/chat/timing";

/** Whether an element is being scrolled: true on scroll, false once it has been still for a while. */
export function useScrollActivity(hideAfterMs = CHAT_SCROLLBAR_HIDE_MS) {
  const [scrolling, setScrolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onScroll = useCallback(() => {
    setScrolling(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setScrolling(false), hideAfterMs);
  }, [hideAfterMs]);

  return { scrolling, onScroll };
}
