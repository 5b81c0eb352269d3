import {
  dollars,
  normalizeUsPhone,
  normalizeWebsite,
  optionalPhone,
  optionalWebsite,
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
    expect(optionalPhone.check("")).toEqual({ value: null });
    expect(optionalPhone.check(undefined)).toEqual({ value: null });
    expect(optionalPhone.check("262 555 0147")).toEqual({ value: "(262) 555-0147" });
    expect(optionalPhone.check("12345")).toEqual({
      message: "Enter a 10-digit US phone number, like 262-555-0147.",
    });
  });

  it("checks money against its range and percentages against 0-100", () => {
    const volume = dollars("monthly card sales", { min: 0, max: 1000 });
    expect(volume.check("$999.99")).toEqual({ value: 999.99 });
    expect(volume.check("1,001")).toEqual({
      message: "Enter monthly card sales between $0 and $1,000.",
    });
    expect(volume.check("lots")).toEqual({
      message: "Enter monthly card sales in dollars, like 25,000.",
    });
    expect(percent("the share").check("70")).toEqual({ value: 70 });
    for (const wrong of ["101", "7.5", ""]) {
      expect(percent("the share").check(wrong)).toEqual({
        message: "Enter the share as a number from 0 to 100.",
      });
    }
  });

  it("stores a website as a full URL and takes a blank one as none", () => {
    expect(optionalWebsite.check(" kmoutfitters.com ")).toEqual({
      value: "https://kmoutfitters.com/",
    });
    expect(optionalWebsite.check(" ")).toEqual({ value: null });
    expect(optionalWebsite.check("javascript:alert(1)")).toEqual({
      message: "Enter the website address, like www.yourbusiness.com.",
    });
  });
});
