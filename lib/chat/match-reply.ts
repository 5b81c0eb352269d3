import { chatFallbackReply, chatTopics, type ChatReply, type ChatTopic } from "@/content/chat";

/** Lower-cases text and turns every run of punctuation or spaces into one space. */
export function normalizeChatText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const topicPatterns = chatTopics.map((topic) => ({
  topic,
  phrases: topic.keywords.map((keyword) => ` ${normalizeChatText(keyword)} `),
}));

/** The first topic, in table order, with a keyword that appears as whole words in the message. */
export function matchTopic(message: string): ChatTopic | undefined {
  const padded = ` ${normalizeChatText(message)} `;
  return topicPatterns.find(({ phrases }) => phrases.some((phrase) => padded.includes(phrase)))
    ?.topic;
}

/** The canned bot reply to a visitor's message (spec section 8). */
export function matchReply(message: string): ChatReply {
  return matchTopic(message)?.reply ?? chatFallbackReply;
}
