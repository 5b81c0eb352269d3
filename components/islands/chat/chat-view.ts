/** Where the chat is: closed (only the launcher), open, or minimised to a round button. */
export type ChatView = "closed" | "open" | "minimised";
