import { useCallback, useEffect, useRef, useState } from "react";
import { chatGreeting } from "@/content/chat";
import { matchReply } from "@/lib/chat/match-reply";
import { createMessage, toSendableText, type ChatMessage } from "@/lib/chat/messages";
import { loadConversation, saveConversation } from "@/lib/chat/history";
import { CHAT_REPLY_DELAY_MS } from "@/lib/chat/timing";

/**
 * The conversation, kept in sessionStorage for the session: it starts with the bot greeting and
 * answers each visitor message with a canned reply after the spec's delay.
 */
export function useConversation() {
  const [initial] = useState(() => loadConversation() ?? [createMessage(chatGreeting, true)]);
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<number>());

  const replyTo = useCallback((text: string) => {
    const reply = matchReply(text);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setPending(timers.current.size);
      setMessages((current) => [...current, createMessage(reply.text, true, reply.links)]);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
    setPending(timers.current.size);
  }, []);

  useEffect(() => saveConversation(messages), [messages]);

  useEffect(() => {
    // A reload within the reply delay leaves the visitor's last message unanswered: answer it.
    const last = initial.at(-1);
    if (last && !last.isBot) replyTo(last.text);
    const pendingTimers = timers.current;
    return () => {
      pendingTimers.forEach((timer) => window.clearTimeout(timer));
      pendingTimers.clear();
      setPending(0);
    };
  }, [initial, replyTo]);

  const send = useCallback(
    (input: string) => {
      const text = toSendableText(input);
      if (text === null) return false;
      setMessages((current) => [...current, createMessage(text, false)]);
      replyTo(text);
      return true;
    },
    [replyTo],
  );

  return { messages, typing: pending > 0, send };
}

export type Conversation = ReturnType<typeof useConversation>;
