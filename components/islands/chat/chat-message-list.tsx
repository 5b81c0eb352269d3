import { useEffect, useRef, useState } from "react";
import type { ChatMessage as Message } from "@/lib/chat/messages";
import { ChatMessage } from "./chat-message";
import { useScrollActivity } from "./use-scroll-activity";

type ChatMessageListProps = {
  messages: readonly Message[];
  typing: boolean;
  visible: boolean;
  /** Given to the first message, the greeting, which describes the dialog. */
  greetingId: string;
};

const typingDots = ["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"];

/**
 * The scrolling conversation with the typing indicator, and a polite live region that announces
 * each bot reply. The thin scroll bar shows only while the list is being scrolled.
 */
export function ChatMessageList({ messages, typing, visible, greetingId }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { scrolling, onScroll } = useScrollActivity();
  const [countAtMount] = useState(messages.length);
  const latest = messages.at(-1);
  // Only replies that arrive while the visitor is here are announced, not the restored history.
  const announcement = messages.length > countAtMount && latest?.isBot ? latest.text : "";

  useEffect(() => {
    const list = scrollRef.current;
    if (visible && list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing, visible]);

  return (
    <>
      <div
        ref={scrollRef}
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        onScroll={onScroll}
        data-scrolling={scrolling || undefined}
        className="flex-1 [scrollbar-width:thin] [scrollbar-color:transparent_transparent] [scrollbar-gutter:stable] overflow-y-auto px-4 py-3 data-scrolling:[scrollbar-color:var(--color-muted)_transparent]"
      >
        <ol className="space-y-3">
          {messages.map((message, index) => (
            <ChatMessage
              key={message.id}
              message={message}
              textId={index === 0 ? greetingId : undefined}
            />
          ))}
        </ol>
        {typing ? (
          <p className="mt-3 inline-flex items-center gap-1 rounded-2xl bg-surface px-3.5 py-3 ring-1 ring-line">
            <span className="sr-only">Assistant is typing…</span>
            {typingDots.map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className={`size-1.5 animate-bounce rounded-full bg-muted motion-reduce:animate-none ${delay}`}
              />
            ))}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
