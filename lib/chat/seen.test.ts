/** @jest-environment jsdom */
import { markChatSeen, wasChatSeen } from "./seen";
import { chatStorageKeys } from "./storage";

describe("the seen flag", () => {
  it("is kept in sessionStorage once the chat has been shown", () => {
    expect(wasChatSeen()).toBe(false);
    markChatSeen();
    expect(wasChatSeen()).toBe(true);
    expect(sessionStorage.getItem(chatStorageKeys.seen)).toBe("1");
  });

  it("still holds for the page's life when sessionStorage refuses to store it", () => {
    jest.isolateModules(() => {
      const seen = jest.requireActual<typeof import("./seen")>("./seen");
      sessionStorage.clear();
      const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      });
      try {
        expect(() => seen.markChatSeen()).not.toThrow();
        expect(seen.wasChatSeen()).toBe(true);
      } finally {
        setItem.mockRestore();
      }
    });
  });
});
