import fc from "fast-check";
import { contactForm, contactSchema } from "./contact-schema";
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
    expect(contactSchema.parse(valid)).toMatchObject({ ...valid, phone: "(262) 555-0147" });
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

  it("takes who referred the visitor, optionally, and passes it on with the lead", () => {
    expect(contactForm.toLead(contactSchema.parse(valid)).payload.referredBy).toBeNull();
    const referred = contactSchema.parse({ ...valid, referredBy: "  Jane Doe, Doe Accounting " });
    expect(contactForm.toLead(referred).payload.referredBy).toBe("Jane Doe, Doe Accounting");
  });
});

describe("a walkthrough request", () => {
  // Tuesday, November 24, 2026, 10:00 in Pewaukee.
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-11-24T16:00:00Z") }));
  afterEach(() => jest.useRealTimers());
  const walkthrough = { ...valid, topic: "walkthrough" };

  it("needs at least one preferred window, checked with the other answers", () => {
    const result = contactSchema.safeParse({ ...walkthrough, name: "" });
    expect(firstErrors(result.error!)).toEqual({
      name: "Enter your name.",
      window1Day: "Choose at least one day and time for the call.",
    });
  });

  it("reaches the team as intervals in Central time", () => {
    const data = contactSchema.parse({
      ...walkthrough,
      window1Day: "2026-11-25",
      window1Slot: "13",
      window2Day: "2026-12-01",
      window2Slot: "08",
    });
    expect(contactForm.toLead(data).payload).toEqual({
      topic: "walkthrough",
      message: valid.message,
      preferredWindows: [
        { start: "2026-11-25T13:00:00-06:00", end: "2026-11-25T15:00:00-06:00" },
        { start: "2026-12-01T08:00:00-06:00", end: "2026-12-01T10:00:00-06:00" },
      ],
      referredBy: null,
    });
  });

  it("is not asked of other topics, which drop any windows sent", () => {
    const data = contactSchema.parse({ ...valid, window1Day: "2026-11-28", window1Slot: "99" });
    expect(contactForm.toLead(data).payload).toEqual({
      topic: "quote",
      message: valid.message,
      referredBy: null,
    });
  });
});
