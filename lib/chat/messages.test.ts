import fc from "fast-check";
import { CHAT_MESSAGE_MAX_LENGTH, createMessage, toSendableText } from "./messages";

describe("toSendableText", () => {
  it.each(["", " ", "   \t\n ", "\u00a0"])("refuses the blank message %p", (input) => {
    expect(toSendableText(input)).toBeNull();
  });

  it("trims the message and caps its length", () => {
    expect(toSendableText("  hello \n")).toBe("hello");
    expect(toSendableText("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 20))).toHaveLength(
      CHAT_MESSAGE_MAX_LENGTH,
    );
    expect(toSendableText(`${"x".repeat(CHAT_MESSAGE_MAX_LENGTH - 1)}  y`)).toHaveLength(
      CHAT_MESSAGE_MAX_LENGTH - 1,
    );
  });

  it("never sends text that is blank once trimmed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: CHAT_MESSAGE_MAX_LENGTH * 2 }), (input) => {
        const text = toSendableText(input);
        return text === null ? input.trim() === "" : text.trim() === text && text !== "";
      }),
    );
  });
});

describe("createMessage", () => {
  it("gives every message of a session its own id", () => {
    const ids = Array.from({ length: 200 }, () => createMessage("x", false, undefined, 1).id);
    expect(new Set(ids).size).toBe(200);
  });

  it("keeps the spec's fields and adds links only when a reply has some", () => {
    expect(createMessage("Hi", true, [], 5)).toEqual({
      id: expect.any(String),
      text: "Hi",
      isBot: true,
      timestamp: 5,
    });
    expect(createMessage("Go", true, [{ href: "/apply", label: "Apply" }], 5).links).toHaveLength(
      1,
    );
  });
});
