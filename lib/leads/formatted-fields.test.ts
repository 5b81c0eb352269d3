import {
  dollars,
  normalizeUsPhone,
  normalizeWebsite,
  optionalPhone,
  parseDollars,
  percent,
} from "./formatted-fields";

describe("normalizeUsPhone", () => {
  it.each([
    ["262-555-0147", "(262) 555-0147"],
    ["(262) 555-0147", "(262) 555-0147"],
    ["262.555.0147", "(262) 555-0147"],
    ["2625550147", "(262) 555-0147"],
    ["+1 262 555 0147", "(262) 555-0147"],
    ["1-262-555-0147", "(262) 555-0147"],
  ])("formats %s as a US number", (input, expected) => {
    expect(normalizeUsPhone(input)).toBe(expected);
  });

  it.each(["555-0147", "062-555-0147", "262-155-0147", "+44 20 7946 0958", "262-555-01478", ""])(
    "refuses %s",
    (input) => {
      expect(normalizeUsPhone(input)).toBeNull();
    },
  );
});

describe("parseDollars", () => {
  it.each([
    ["25000", 25000],
    ["25,000", 25000],
    ["$25,000.50", 25000.5],
    ["$ 1,234,567", 1234567],
    ["42.5", 42.5],
    ["0", 0],
  ])("reads %s as %d dollars", (input, expected) => {
    expect(parseDollars(input)).toBe(expected);
  });

  it.each(["25k", "2,50,000", "-5", "1e6", "12.345", "$", "twenty"])("refuses %s", (input) => {
    expect(parseDollars(input)).toBeNull();
  });
});

describe("normalizeWebsite", () => {
  it("adds https:// to a bare domain", () => {
    expect(normalizeWebsite("lakecountrybakery.com")).toBe("https://lakecountrybakery.com/");
  });

  it("keeps a full http(s) address with its path", () => {
    expect(normalizeWebsite("http://shop.example.com/menu")).toBe("http://shop.example.com/menu");
  });

  it.each([
    "javascript:alert(1)",
    "ftp://example.com",
    "localhost",
    "https://user:pw@example.com",
    "not a site",
  ])("refuses %s", (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});

describe("formatted fields", () => {
  it("turns an empty optional phone into null and formats a real one", () => {
    expect(optionalPhone.parse("")).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeNull();
    expect(optionalPhone.parse("262 555 0147")).toBe("(262) 555-0147");
    expect(optionalPhone.safeParse("12345").success).toBe(false);
  });

  it("checks money against its range and percentages against 0-100", () => {
    const volume = dollars("monthly card sales", { min: 0, max: 1000 });
    expect(volume.parse("$999.99")).toBe(999.99);
    expect(volume.safeParse("1,001").error?.issues[0]?.message).toBe(
      "Enter monthly card sales between $0 and $1,000.",
    );
    expect(percent("the share").parse("70")).toBe(70);
    expect(percent("the share").safeParse("101").success).toBe(false);
    expect(percent("the share").safeParse("7.5").success).toBe(false);
  });
});
