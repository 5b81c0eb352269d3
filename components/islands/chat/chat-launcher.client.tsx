"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { markChatSeen } from "@/lib/chat/seen";
import type { ChatView } from "./chat-view";
import { useAutoOpen } from "./use-auto-open";

// The panel's code is fetched only when first needed: the 25 s timer, a click, or a hover warm-up.
// It is loaded by hand rather than through React.lazy, whose Suspense reveal waits at least 300 ms.
const loadPanel = () => import("./chat-panel.client");
const preloadPanel = () => void loadPanel().catch(() => undefined);

type Panel = Awaited<ReturnType<typeof loadPanel>>["ChatPanel"];

/** Phones (below Tailwind's `sm`), where an automatic opening shows the compact state. */
const isNarrow = () => window.matchMedia?.("(width < 40rem)").matches ?? false;

/**
 * The chat's entry point on every page: the launcher button, the automatic opening, and the
 * `data-open-chat` hook that lets any link or button on a page open the chat. On phones an
 * automatic opening is compact (greeting and quick replies) until the visitor engages with it.
 * The launcher's icon comes rendered from the server, keeping the icon library out of every page's
 * first load.
 */
export function ChatLauncher({ icon }: { icon: ReactNode }) {
  const [view, setView] = useState<ChatView>("closed");
  const [Panel, setPanel] = useState<Panel | null>(null);
  // Bumped on every open the visitor asks for; the panel then moves focus into the dialog.
  const [focusRequest, setFocusRequest] = useState(0);
  const [compact, setCompact] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);

  const open = useCallback((byVisitor: boolean) => {
    markChatSeen();
    setView("open");
    setCompact(!byVisitor && isNarrow());
    if (byVisitor) setFocusRequest((count) => count + 1);
  }, []);
  const openByItself = useCallback(() => open(false), [open]);
  useAutoOpen(openByItself);

  useEffect(() => {
    if (view === "closed" || Panel) return;
    let current = true;
    loadPanel().then(
      (module) => current && setPanel(() => module.ChatPanel),
      // Offline, or a new deployment replaced the chunk: the launcher stays for another try.
      () => current && setView("closed"),
    );
    return () => {
      current = false;
    };
  }, [view, Panel]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-open-chat]")) return;
      event.preventDefault();
      open(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  useEffect(() => {
    if (view !== "closed" || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcherRef.current?.focus();
  }, [view]);

  const onClose = useCallback((hadFocus: boolean) => {
    focusLauncher.current = hadFocus;
    setView("closed");
  }, []);

  const launcher = (
    <button
      ref={launcherRef}
      type="button"
      aria-haspopup="dialog"
      aria-busy={view !== "closed" || undefined}
      onClick={() => open(true)}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      data-print="hide"
      className="fixed right-4 bottom-1 z-40 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg ring-4 ring-white/80 transition-colors hover:bg-brand-800 sm:bottom-4 sm:w-auto sm:px-5"
    >
      {icon}
      <span className="sr-only sm:not-sr-only">Chat with us</span>
    </button>
  );

  return (
    <>
      {view === "closed" || !Panel ? launcher : null}
      {Panel ? (
        <Panel
          view={view}
          focusRequest={focusRequest}
          compact={compact}
          onExpand={() => setCompact(false)}
          onMinimise={() => setView("minimised")}
          onRestore={() => open(true)}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
