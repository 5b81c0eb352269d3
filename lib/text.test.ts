import fc from "fast-check";
import { capitalise, countWords, formatIsoDate, visibleText } from "./text";

describe("countWords", () => {
  it("counts words separated by any run of spaces, tabs and newlines", () => {
    expect(countWords("  Cash  discount\tprograms\npost the card price ")).toBe(7);
  });

  it("counts nothing in an empty or blank text", () => {
    expect(countWords("")).toBe(0);
    expect(countWords(" \n\t ")).toBe(0);
  });

  it("counts exactly the words that were joined, whatever whitespace joins them", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9$%.,'-]{1,12}$/);
    const gap = fc.constantFrom(" ", "  ", "\n", "\t", " \n ");
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { maxLength: 60 }), (pairs) => {
        const text = pairs.map(([w, g]) => `${w}${g}`).join("");
        expect(countWords(text)).toBe(pairs.length);
      }),
    );
  });
});

describe("formatIsoDate", () => {
  it("writes a date the way US readers do, independent of the server's time zone", () => {
    expect(formatIsoDate("2026-09-08")).toBe("September 8, 2026");
    expect(formatIsoDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("can leave out the day", () => {
    expect(formatIsoDate("2026-06-18", "month")).toBe("June 2026");
  });
});

describe("capitalise", () => {
  it("capitalises the first letter and leaves the rest as written", () => {
    expect(capitalise("its account is approved by ACH")).toBe("Its account is approved by ACH");
    expect(capitalise("")).toBe("");
  });
});

describe("visibleText", () => {
  it("drops characters that do not show or that turn text around, and spaces out invisible whitespace", () => {
    expect(visibleText("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(visibleText("a\u0000b\u200Bc\u00ADd\u2066e\u2069")).toBe("abcde");
    expect(visibleText("tab\there\nline")).toBe("tab here line");
    expect(visibleText("Zoë 😀")).toBe("Zoë 😀");
  });
});
