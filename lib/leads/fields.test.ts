import { line, paragraph } from "./fields";

describe("text fields", () => {
  const name = line("your name", 20);

  it("trims and keeps right-to-left text, emoji and markup verbatim", () => {
    for (const value of ["  שלום עולם ", "Zoë 🍰", "<b>Ann</b>", "O'Brien; --"]) {
      expect(name.parse(value)).toBe(value.trim());
    }
  });

  it("refuses control characters, bidirectional overrides, line breaks and broken Unicode", () => {
    for (const value of ["a\u0000b", "evil\u202Etxt.exe", "two\nlines", "tab\there", "x\uD800y"]) {
      expect(name.safeParse(value).success).toBe(false);
    }
  });

  it("refuses an answer over the cap and says what the cap is", () => {
    const result = name.safeParse("x".repeat(21));
    expect(result.error?.issues[0]?.message).toBe("Keep your name to 20 characters or fewer.");
  });

  it("lets a paragraph keep its line breaks", () => {
    const message = paragraph("your message", { min: 5, max: 100 });
    expect(message.parse("Hello,\r\nsecond line")).toBe("Hello,\r\nsecond line");
  });
});
