import { figures, hours, phone, support } from "./site";

/** A link under a bot reply; internal paths navigate in the app, `tel:` links dial. */
export type ChatLink = { href: string; label: string };

/** A canned reply: its text and the links that act on it. */
export type ChatReply = { text: string; links?: readonly ChatLink[] };

/** One keyword group of spec section 8, with the quick-reply chip that asks about it. */
export type ChatTopic = {
  id: "zero-fee" | "pricing" | "contact" | "how-it-works";
  /** Words or phrases matched whole and case-insensitively; punctuation counts as a space. */
  keywords: readonly string[];
  chip: { label: string; message: string };
  reply: ChatReply;
};

const call: ChatLink = { href: `tel:${phone.e164}`, label: `Call ${phone.display}` };

/** The first message of every conversation. */
export const chatGreeting =
  "Hi! I'm the Lake Country Merchant Services assistant. Ask me about pricing, our Zero Fee program, how setup works, or how to reach a payment specialist.";

/**
 * The reply table, most specific group first: "no fee" contains "fee", so the Zero Fee group
 * must be checked before the pricing group. The first group with a matching keyword wins.
 */
export const chatTopics: readonly ChatTopic[] = [
  {
    id: "zero-fee",
    keywords: ["zero fee", "zero fees", "no fee", "no fees"],
    chip: { label: "Zero Fee program", message: "Tell me about the Zero Fee program" },
    reply: {
      text: "Our Zero Fee program is fully compliant with card-brand rules. It runs as a cash discount, or as a credit-card surcharge of no more than 3% where state law allows it and never on debit or prepaid cards, with the required notices at your entrance, at checkout and on every receipt.",
      links: [{ href: "/zero-fee", label: "How Zero Fee processing works" }],
    },
  },
  {
    id: "pricing",
    keywords: ["pricing", "price", "prices", "cost", "costs", "fee", "fees", "rate", "rates"],
    chip: { label: "Pricing", message: "What does card processing cost?" },
    reply: {
      text: `Our pricing is transparent: rates start as low as ${figures.lowestRate}, and every fee is written out before you sign. Send us a few details about your business and we'll prepare a free quote built on your own card volume.`,
      links: [{ href: "/apply", label: "Request a free quote" }],
    },
  },
  {
    id: "contact",
    keywords: ["contact", "speak", "call", "calls", "calling", "phone", "talk"],
    chip: { label: "Talk to someone", message: "Can I speak with someone?" },
    reply: {
      text: `We'd be glad to talk. Call us at ${phone.display}, ${hours.display}, or leave your details on our contact form and a payment specialist will call you back.`,
      links: [call, { href: "/contact", label: "Open the contact form" }],
    },
  },
  {
    id: "how-it-works",
    keywords: ["how", "work", "works", "working", "process", "processes", "processing"],
    chip: { label: "How it works", message: "How does it work?" },
    reply: {
      text: `We handle credit cards, debit cards and ACH payments in one merchant account. Setup is quick, with ${figures.setupExplained}. For support, ${support.how}.`,
      links: [{ href: "/services", label: "See our services" }],
    },
  },
];

/** The reply when no keyword matches. */
export const chatFallbackReply: ChatReply = {
  text: "That's a great question for one of our payment specialists, who can look at how your business takes payments and recommend the right setup. Would you like to talk with one?",
  links: [call, { href: "/contact", label: "Ask a specialist to call you" }],
};
