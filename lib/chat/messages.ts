import type { ChatLink } from "@/content/chat";

/** A chat message (spec section 3), plus the links a bot reply offers. */
export type ChatMessage = {
  id: string;
  text: string;
  isBot: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
  links?: readonly ChatLink[];
};

/** The longest message a visitor can send; the input enforces it too. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

let sequence = 0;

/** A new message stamped with the current time and an id unique within the session. */
export function createMessage(
  text: string,
  isBot: boolean,
  links?: readonly ChatLink[],
  now = Date.now(),
): ChatMessage {
  sequence += 1;
  const id = `${now.toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  return links?.length
    ? { id, text, isBot, timestamp: now, links }
    : { id, text, isBot, timestamp: now };
}

/** The visitor's input as it would be sent: trimmed and capped, or null when blank. */
export function toSendableText(input: string): string | null {
  const text = input.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH).trimEnd();
  return text === "" ? null : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isLink = (value: unknown): value is ChatLink =>
  isRecord(value) && typeof value.href === "string" && typeof value.label === "string";

/** Whether a value read back from storage is a well-formed message. */
export function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.text === "string" &&
    typeof value.isBot === "boolean" &&
    typeof value.timestamp === "number" &&
    !Number.isNaN(new Date(value.timestamp).getTime()) &&
    (value.links === undefined || (Array.isArray(value.links) && value.links.every(isLink)))
  );
}
