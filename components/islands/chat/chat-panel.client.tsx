"use client";

import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ChatDialog } from "./chat-dialog";
import type { ChatView } from "./chat-view";
import { useConversation } from "./use-conversation";

type ChatPanelProps = {
  view: ChatView;
  focusRequest: number;
  /** The phone-sized state of an automatic opening, until the visitor engages (`onExpand`). */
  compact: boolean;
  onExpand: () => void;
  onMinimise: () => void;
  onRestore: () => void;
  /** `hadFocus`: focus was in the dialog, so the launcher should take it. */
  onClose: (hadFocus: boolean) => void;
};

/**
 * The lazily loaded part of the chat: the dialog and, while minimised, the round button that
 * restores it. The dialog stays mounted when hidden, so the draft and the conversation survive.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { view, focusRequest, compact, onExpand, onMinimise, onRestore, onClose } = props;
  const conversation = useConversation();
  const [countAtMinimise, setCountAtMinimise] = useState(0);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const focusRestore = useRef(false);
  const unread = conversation.messages
    .slice(countAtMinimise)
    .filter((message) => message.isBot).length;

  useEffect(() => {
    if (view !== "minimised" || !focusRestore.current) return;
    focusRestore.current = false;
    restoreRef.current?.focus();
  }, [view]);

  return (
    <>
      <ChatDialog
        conversation={conversation}
        hidden={view !== "open"}
        focusRequest={focusRequest}
        compact={compact}
        onExpand={onExpand}
        onMinimise={(hadFocus) => {
          focusRestore.current = hadFocus;
          setCountAtMinimise(conversation.messages.length);
          onMinimise();
        }}
        onClose={onClose}
      />
      {view === "minimised" ? (
        <button
          ref={restoreRef}
          type="button"
          onClick={onRestore}
          data-print="hide"
          className="fixed right-4 bottom-1 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/80 hover:bg-brand-800 sm:bottom-4"
        >
          <MessageCircle className="size-6" aria-hidden="true" />
          <span className="sr-only">
            Restore chat{unread > 0 ? `, ${unread} new ${unread === 1 ? "reply" : "replies"}` : ""}
          </span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-accent-600 text-xs font-bold ring-2 ring-white"
            >
              {unread}
            </span>
          ) : null}
        </button>
      ) : null}
    </>
  );
}
