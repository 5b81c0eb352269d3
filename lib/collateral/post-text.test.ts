import fc from "fast-check";
import { foldText, hashtagLine, postText, sponsoredText } from "./post-text";

describe("postText", () => {
  it("puts the hashtags after a blank line, each with its # sign", () => {
    expect(postText({ text: "Hello owners.", hashtags: ["SmallBusiness", "Wisconsin"] })).toBe(
      "Hello owners.\n\n#SmallBusiness #Wisconsin",
    );
  });

  it("returns the text alone when there are no hashtags", () => {
    expect(postText({ text: "Hello.", hashtags: [] })).toBe("Hello.");
  });
});

describe("hashtagLine", () => {
  it("joins tags with single spaces", () => {
    expect(hashtagLine(["A", "B", "C"])).toBe("#A #B #C");
  });
});

describe("foldText", () => {
  it("leaves text that fits untouched", () => {
    expect(foldText("Short post.", 125)).toEqual({ shown: "Short post.", rest: "" });
  });

  it("folds at the last space before the limit, never inside a word", () => {
    expect(foldText("one two three four", 9)).toEqual({ shown: "one two", rest: "three four" });
  });

  it("loses no words and never shows more than the limit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 20, max: 300 }),
        (words, limit) => {
          const text = words.join(" ");
          const { shown, rest } = foldText(text, limit);
          expect(shown.length).toBeLessThanOrEqual(limit);
          expect([shown, rest].filter(Boolean).join(" ")).toBe(text);
        },
      ),
    );
  });
});

describe("sponsoredText", () => {
  it("prefers the shorter ad text and falls back to the post text", () => {
    expect(sponsoredText({ text: "Long post.", adText: "Short ad." })).toBe("Short ad.");
    expect(sponsoredText({ text: "Long post." })).toBe("Long post.");
  });
});
