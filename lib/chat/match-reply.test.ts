import fc from "fast-check";
import { chatFallbackReply, chatTopics } from "@/content/chat";
import { isRoute } from "@/content/routes";
import { site, support } from "@/content/site";
import { matchReply, matchTopic, normalizeChatText } from "./match-reply";

describe("matchTopic", () => {
  it.each([
    ["Do you have a zero fee option?", "zero-fee"],
    ["Is there a no-fee plan?", "zero-fee"],
    ["NO FEES at all?", "zero-fee"],
    ["zero-fee processing, how does it work?", "zero-fee"],
    ["What does it cost?", "pricing"],
    ["Any monthly fees?", "pricing"],
    ["What's your pricing like", "pricing"],
    ["What are your rates?", "pricing"],
    ["How much is the fee?", "pricing"],
    ["Can I speak to someone?", "contact"],
    ["Please call me back", "contact"],
    ["How do I contact you?", "contact"],
    ["What's your phone number", "contact"],
    ["How does it work?", "how-it-works"],
    ["how's the process", "how-it-works"],
    ["Do you do ACH processing?", "how-it-works"],
    ["HOW", "how-it-works"],
  ])("matches %p to the %s group", (message, topic) => {
    expect(matchTopic(message)?.id).toBe(topic);
  });

  it.each([
    ["Hello there"],
    ["Show me your kiosks"],
    ["We run a coffee shop"],
    ["Our network is slow"],
    ["I had to recall a charge"],
    ["feedback"],
    [""],
    ["   "],
    ["!!!???"],
  ])("finds no group in %p, so the fallback answers", (message) => {
    expect(matchTopic(message)).toBeUndefined();
    expect(matchReply(message)).toBe(chatFallbackReply);
  });

  it("checks the Zero Fee group before the pricing group that shares the word fee", () => {
    const order = chatTopics.map((topic) => topic.id);
    expect(order.indexOf("zero-fee")).toBeLessThan(order.indexOf("pricing"));
  });

  it("ignores case and the punctuation around a keyword", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...chatTopics),
        fc.constantFrom("", "?", "!", ",", "...", "\u2019s", " :)"),
        fc.boolean(),
        (topic, punctuation, upper) => {
          const keyword = topic.keywords[0] ?? "";
          const message = `(${upper ? keyword.toUpperCase() : keyword})${punctuation}`;
          expect(matchTopic(message)?.id).toBe(topic.id);
        },
      ),
    );
  });

  it("always returns one of the canned replies, whatever the visitor types", () => {
    const replies = new Set([chatFallbackReply, ...chatTopics.map((topic) => topic.reply)]);
    fc.assert(fc.property(fc.string(), (message) => replies.has(matchReply(message))));
  });
});

describe("normalizeChatText", () => {
  it("lower-cases and turns runs of punctuation and spaces into single spaces", () => {
    expect(normalizeChatText("  No-Fee?!  Really\u2026 ")).toBe("no fee really");
  });
});

describe("the chat content", () => {
  it("sends each quick-reply chip to the topic it names", () => {
    for (const topic of chatTopics) expect(matchTopic(topic.chip.message)?.id).toBe(topic.id);
  });

  it("links replies only to pages of the site or to the business phone number", () => {
    const links = [chatFallbackReply, ...chatTopics.map((topic) => topic.reply)].flatMap(
      (reply) => reply.links ?? [],
    );
    for (const link of links) {
      if (link.href.startsWith("tel:")) expect(link.href).toBe(`tel:${site.phone.e164}`);
      else expect(isRoute(link.href)).toBe(true);
    }
  });

  it("answers the spec's topics with the promised details", () => {
    const reply = (id: string) => chatTopics.find((topic) => topic.id === id)?.reply;
    expect(reply("zero-fee")?.text).toMatch(/compliant/i);
    expect(reply("zero-fee")?.links?.map((link) => link.href)).toContain("/zero-fee");
    expect(reply("pricing")?.text).toMatch(/transparent.*quote/is);
    expect(reply("pricing")?.links?.map((link) => link.href)).toContain("/apply");
    expect(reply("contact")?.text).toContain(site.phone.display);
    expect(reply("contact")?.links?.map((link) => link.href)).toContain("/contact");
    // The spec's "24/7 support" is not the business's: support is by phone in office hours.
    expect(reply("how-it-works")?.text).toMatch(/credit cards, debit cards and ACH/i);
    expect(reply("how-it-works")?.text).toContain(support.how);
    expect(chatFallbackReply.text).toMatch(/payment specialist/i);
  });
});
