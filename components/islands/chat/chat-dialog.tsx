import { Minus, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { chatTopics } from "@/content/chat";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import type { Conversation } from "./use-conversation";

type ChatDialogProps = {
  conversation: Conversation;
  hidden: boolean;
  /** Changes whenever the visitor opens the chat; focus then moves to the message field. */
  focusRequest: number;
  /** Both receive whether focus was inside the dialog, so it can be handed to what replaces it. */
  onMinimise: (hadFocus: boolean) => void;
  onClose: (hadFocus: boolean) => void;
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15";

/**
 * The "Chat Support" dialog. It is not modal: the page stays usable behind it, so it never traps
 * focus, and it takes focus only when the visitor opened it (an automatic opening must not steal
 * the visitor's typing). Escape minimises it.
 */
export function ChatDialog(props: ChatDialogProps) {
  const { conversation, hidden, focusRequest, onMinimise, onClose } = props;
  const titleId = useId();
  const greetingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const hasFocus = () => dialogRef.current?.contains(document.activeElement) ?? false;

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

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
      className="fixed right-4 bottom-4 z-40 flex h-[min(36rem,calc(100dvh-5.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-line"
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
            onClick={() => conversation.send(topic.chip.message)}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {topic.chip.label}
          </button>
        ))}
      </div>
      <ChatComposer inputRef={inputRef} onSend={conversation.send} />
    </section>
  );
}
