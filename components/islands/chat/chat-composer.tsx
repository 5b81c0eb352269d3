import { SendHorizontal } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "@/lib/chat/messages";

type ChatComposerProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Returns false when the text was not sent (blank). */
  onSend: (text: string) => boolean;
};

/** The message field and send button; Enter sends through the form's native submit. */
export function ChatComposer({ inputRef, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const inputId = useId();

  return (
    <form
      className="flex items-center gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(draft)) setDraft("");
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Type your message..."
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        className="min-w-0 flex-1 rounded-full border border-muted px-4 py-2 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 sm:text-sm"
      />
      <button
        type="submit"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
        <span className="sr-only">Send</span>
      </button>
    </form>
  );
}
