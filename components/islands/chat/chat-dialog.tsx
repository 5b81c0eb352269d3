import { Minus, PenLine, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { chatTopics } from "@/content/chat";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import type { Conversation } from "./use-conversation";

type ChatDialogProps = {
  conversation: Conversation;
  hidden: boolean;
  /** Changes whenever the visitor opens the chat; focus then moves to the message field. */
  focusRequest: number;
  /** Greeting and quick replies only, at most 40% of the screen tall, until `onExpand`. */
  compact: boolean;
  onExpand: () => void;
  /** Both receive whether focus was inside the dialog, so it can be handed to what replaces it. */
  onMinimise: (hadFocus: boolean) => void;
  onClose: (hadFocus: boolean) => void;
};

// The compact state leaves out the times and lets the greeting use the full width, so that it and
// the quick replies fit in 40% of a phone's height without scrolling.
const compactClass = "max-h-[40dvh] [&_li>div]:max-w-full [&_time]:hidden";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15";

/**
 * The "Chat Support" dialog. It is not modal: the page stays usable behind it, so it never traps
 * focus, and it takes focus only when the visitor opened it (an automatic opening must not steal
 * the visitor's typing). Escape minimises it.
 */
export function ChatDialog(props: ChatDialogProps) {
  const { conversation, hidden, focusRequest, compact, onExpand, onMinimise, onClose } = props;
  const titleId = useId();
  const greetingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const hasFocus = () => dialogRef.current?.contains(document.activeElement) ?? false;
  // Set when the visitor asks to write from the compact state; the field exists once it grows.
  const [writeRequest, setWriteRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0 || writeRequest > 0) inputRef.current?.focus();
  }, [focusRequest, writeRequest]);

  return (
    <section
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={greetingId}
      hidden={hidden}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onMinimise(hasFocus());
      }}
      data-print="hide"
      data-compact={compact || undefined}
      className={`fixed right-4 bottom-1 z-40 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-line sm:bottom-4 ${compact ? compactClass : "h-[min(36rem,calc(100dvh-5.5rem))]"}`}
    >
      <div className="flex items-center gap-2 bg-brand-800 py-3 pr-2 pl-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold">
            Chat Support
          </h2>
          <p className="truncate text-xs text-brand-100">Instant answers from our assistant</p>
        </div>
        <button type="button" onClick={() => onMinimise(hasFocus())} className={iconButton}>
          <Minus className="size-5" aria-hidden="true" />
          <span className="sr-only">Minimize chat</span>
        </button>
        <button type="button" onClick={() => onClose(hasFocus())} className={iconButton}>
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close chat</span>
        </button>
      </div>
      <ChatMessageList
        messages={conversation.messages}
        typing={conversation.typing}
        visible={!hidden}
        greetingId={greetingId}
      />
      <div
        role="group"
        aria-label="Suggested questions"
        className="flex flex-wrap gap-1.5 px-3 pt-2"
      >
        {chatTopics.map((topic) => (
          <button
            key={topic.id}
            type="button"
            onClick={() => {
              onExpand();
              conversation.send(topic.chip.message);
            }}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {topic.chip.label}
          </button>
        ))}
      </div>
      {compact ? (
        <div className="px-3 pt-2 pb-3">
          <button
            type="button"
            onClick={() => {
              onExpand();
              setWriteRequest((count) => count + 1);
            }}
            className="flex w-full items-center gap-2 rounded-full border border-muted px-4 py-1.5 text-left text-sm text-muted hover:border-brand-600"
          >
            <PenLine className="size-4 shrink-0" aria-hidden="true" />
            Write a message
          </button>
        </div>
      ) : (
        <ChatComposer inputRef={inputRef} onSend={conversation.send} />
      )}
    </section>
  );
}
