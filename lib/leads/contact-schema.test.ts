import fc from "fast-check";
import { contactSchema } from "./contact-schema";
import { firstErrors } from "./form-state";

const valid = {
  name: "Dana Kowalski",
  email: "dana@lakecountrybakery.com",
  phone: "262-555-0147",
  businessName: "Lake Country Bakery",
  topic: "quote",
  message: "We process about $40,000 a month and want a quote.",
};

/** Strings a hostile visitor might send, including broken UTF-16. */
const hostile = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "'; drop table public.leads; --",
    '=HYPERLINK("http://evil.example")',
    "\u202Egnp.exe",
    "مرحبا بكم",
    "🏪💳✨",
    "\u0000",
    "x".repeat(100_000),
  ),
);

describe("contactSchema", () => {
  it("accepts a complete message and formats the phone", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, phone: "(262) 555-0147" });
  });

  it("makes phone and business name optional", () => {
    const result = contactSchema.parse({ ...valid, phone: "", businessName: "  " });
    expect(result.phone).toBeNull();
    expect(result.businessName).toBeNull();
  });

  it("names every field that is missing or wrong", () => {
    const result = contactSchema.safeParse({ email: "not-an-email", topic: "lottery" });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({
      name: "Enter your name.",
      email: "Enter an email address like name@business.com.",
      topic: "Choose what you would like to talk about.",
      message: "Enter your message.",
    });
  });

  it("never throws on hostile input, and stores what it accepts verbatim within its caps", () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom("name", "businessName", "message"), (value, field) => {
        const result = contactSchema.safeParse({ ...valid, [field]: value });
        if (!result.success) return;
        const stored = String(result.data[field as keyof typeof result.data] ?? "");
        expect(stored).toBe(value.trim());
        expect(stored.length).toBeLessThanOrEqual(2000);
        expect(stored).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202E]/);
        expect(stored.isWellFormed()).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never accepts a value that is not a string", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== "string" && value !== undefined);
        expect(contactSchema.safeParse({ ...valid, message: value }).success).toBe(false);
      }),
    );
  });
});
