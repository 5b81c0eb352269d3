import { chatStorageKeys, sessionStore } from "./storage";

// Used only where sessionStorage is blocked or full, so the flag still holds for this page's life.
let seenInMemory = false;

/** Whether the chat has been shown in this browser session. */
export function wasChatSeen(): boolean {
  try {
    if (sessionStore()?.getItem(chatStorageKeys.seen) === "1") return true;
  } catch {
    // Blocked storage: only the in-memory flag can answer.
  }
  return seenInMemory;
}

/** Records that the chat has been shown in this browser session. */
export function markChatSeen(): void {
  try {
    const store = sessionStore();
    if (store) return store.setItem(chatStorageKeys.seen, "1");
  } catch {
    // Storage full or blocked: fall back to the in-memory flag.
  }
  seenInMemory = true;
}
