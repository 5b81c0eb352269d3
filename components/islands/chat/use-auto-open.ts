import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { formBusyFor, isFormField } from "@/lib/chat/form-activity";
import { chatQuietPaths } from "@/lib/chat/quiet-paths";
import { wasChatSeen } from "@/lib/chat/seen";
import { CHAT_AUTO_OPEN_MS } from "@/lib/chat/timing";

/**
 * The chat's automatic opening: once per browser session, 25 s after the page became interactive
 * (spec section 4), but never on a quiet page (/apply, /contact) and never while the visitor is
 * using a form: it waits until no field has focus and none changed for 15 s. Client-side
 * navigation keeps the count; arriving on another page re-checks a postponed opening.
 */
export function useAutoOpen(open: () => void) {
  const pathname = usePathname();
  const [due, setDue] = useState(false);
  const lastEditAt = useRef(-Infinity);

  useEffect(() => {
    const onEdit = (event: Event) => {
      if (isFormField(event.target)) lastEditAt.current = Date.now();
    };
    document.addEventListener("input", onEdit, true);
    document.addEventListener("change", onEdit, true);
    return () => {
      document.removeEventListener("input", onEdit, true);
      document.removeEventListener("change", onEdit, true);
    };
  }, []);

  useEffect(() => {
    if (wasChatSeen()) return;
    const timer = window.setTimeout(() => setDue(true), CHAT_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const path = pathname ?? window.location.pathname;
    if (!due || chatQuietPaths.includes(path)) return;
    let timer: number | undefined;
    const attempt = () => {
      if (wasChatSeen()) return;
      const wait = formBusyFor({
        focused: document.activeElement,
        lastEditAt: lastEditAt.current,
        now: Date.now(),
      });
      if (wait > 0) timer = window.setTimeout(attempt, wait);
      else open();
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [due, pathname, open]);
}
