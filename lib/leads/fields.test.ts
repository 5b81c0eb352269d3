import { z } from "zod";
import { choices, email, emailPattern, line, optionalLine, paragraph } from "./fields";

describe("text fields", () => {
  const name = line("your name", 20);

  it("trims and keeps right-to-left text, emoji and markup verbatim", () => {
    for (const value of ["  שלום עולם ", "Zoë 🍰", "<b>Ann</b>", "O'Brien; --"]) {
      expect(name.check(value)).toEqual({ value: value.trim() });
    }
  });

  it("refuses control characters, bidirectional overrides, line breaks and broken Unicode", () => {
    for (const value of ["a\u0000b", "evil\u202Etxt.exe", "two\nlines", "tab\there", "x\uD800y"]) {
      expect(name.check(value)).toEqual({ message: "Remove unusual characters from your name." });
    }
  });

  it("refuses an answer over the cap and says what the cap is", () => {
    expect(name.check("x".repeat(21))).toEqual({
      message: "Keep your name to 20 characters or fewer.",
    });
  });

  it("asks for a missing or blank answer, and takes a blank optional one as none", () => {
    expect(name.check(undefined)).toEqual({ message: "Enter your name." });
    expect(name.check("   ")).toEqual({ message: "Enter your name." });
    expect(optionalLine("your name", 20).check("   ")).toEqual({ value: null });
    expect(optionalLine("your name", 20).check(undefined)).toEqual({ value: null });
  });

  it("lets a paragraph keep its line breaks, and asks for its minimum", () => {
    const message = paragraph("your message", { min: 5, max: 100 });
    expect(message.check("Hello,\r\nsecond line")).toEqual({ value: "Hello,\r\nsecond line" });
    expect(message.check("Hi")).toEqual({
      message: "Write at least 5 characters in your message.",
    });
  });
});

describe("email", () => {
  it("checks with zod's own email pattern, so the browser and zod agree", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
  });

  it("trims, and says what is wrong", () => {
    expect(email.check(" dana@lakecountrybakery.com ")).toEqual({
      value: "dana@lakecountrybakery.com",
    });
    expect(email.check("")).toEqual({ message: "Enter an email address." });
    expect(email.check("dana at bakery")).toEqual({
      message: "Enter an email address like name@business.com.",
    });
    expect(email.check(`${"a".repeat(250)}@b.co`)).toEqual({
      message: "That email address is too long.",
    });
  });
});

describe("choices", () => {
  const models = choices(["cash", "flat", "tiered"], {
    none: "Choose one.",
    other: "Not offered.",
  });

  it("keeps each chosen value once", () => {
    expect(models.check(["cash", "flat", "cash"])).toEqual({ value: ["cash", "flat"] });
  });

  it("asks for one, and refuses a value it does not offer", () => {
    expect(models.check([])).toEqual({ message: "Choose one." });
    expect(models.check(["cash", "free-money"])).toEqual({ message: "Not offered." });
    expect(models.check(["cash", "cash", "cash", "cash"])).toEqual({ message: "Not offered." });
  });
});
