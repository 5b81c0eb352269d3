import { isChatMessage, type ChatMessage } from "./messages";
import { chatStorageKeys, sessionStore } from "./storage";

/** The conversation saved earlier in this session, or null when there is none or it is damaged. */
export function loadConversation(): ChatMessage[] | null {
  try {
    const raw = sessionStore()?.getItem(chatStorageKeys.conversation);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isChatMessage)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Saves the conversation for the rest of the session. */
export function saveConversation(messages: readonly ChatMessage[]): void {
  try {
    sessionStore()?.setItem(chatStorageKeys.conversation, JSON.stringify(messages));
  } catch {
    // Storage full or blocked: the conversation still lives in memory.
  }
}
