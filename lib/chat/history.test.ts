/** @jest-environment jsdom */
import { loadConversation, saveConversation } from "./history";
import { createMessage } from "./messages";
import { chatStorageKeys } from "./storage";

describe("the saved conversation", () => {
  beforeEach(() => sessionStorage.clear());

  it("comes back from sessionStorage with its links", () => {
    const messages = [
      createMessage("Hi", true),
      createMessage("What does it cost?", false),
      createMessage("Quote?", true, [{ href: "/apply", label: "Request a quote" }]),
    ];
    saveConversation(messages);
    expect(loadConversation()).toEqual(messages);
  });

  it.each([
    ["nothing saved", null],
    ["broken JSON", "[{"],
    ["an empty list", "[]"],
    ["a message without isBot", JSON.stringify([{ id: "a", text: "x", timestamp: 1 }])],
    ["an impossible time", JSON.stringify([{ id: "a", text: "x", isBot: true, timestamp: 1e20 }])],
    ["a non-list", JSON.stringify({ id: "a" })],
    [
      "a malformed link",
      JSON.stringify([{ id: "a", text: "x", isBot: true, timestamp: 1, links: [{ href: 1 }] }]),
    ],
  ])("is ignored when storage holds %s", (_case, raw) => {
    if (raw !== null) sessionStorage.setItem(chatStorageKeys.conversation, raw);
    expect(loadConversation()).toBeNull();
  });
});
