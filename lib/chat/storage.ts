/** sessionStorage keys: the spec's "seen" flag and the conversation kept for the session. */
export const chatStorageKeys = { seen: "lcms.chat.seen", conversation: "lcms.chat.messages" };

/** The tab's sessionStorage, or null where the browser blocks it. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
