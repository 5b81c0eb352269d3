import { isoDate, sameMonth } from "./dates";
import { cardBrand } from "./brands";

describe("isoDate", () => {
  it.each([
    ["2026-05-01", "2026-05-01"],
    ["2026-05-01 14:03:22", "2026-05-01"],
    ["2026-05-01T19:03:22Z", "2026-05-01"],
    ["2026-05-01 10:00:00 -0500", "2026-05-01"],
    ["05/01/2026", "2026-05-01"],
    ["5/1/26 2:03 PM", "2026-05-01"],
    ["May 1, 2026", "2026-05-01"],
    ["Sept. 30 2026", "2026-09-30"],
  ])("reads %j as %s", (text, iso) => {
    expect(isoDate(text)).toBe(iso);
  });

  it.each(["", "Total", "2026-02-30", "13/01/2026", "20260501", "Mayday 1, 2026"])(
    "finds no date in %j",
    (text) => {
      expect(isoDate(text)).toBeUndefined();
    },
  );

  it("reads Excel's serials in its 1900 and 1904 systems, its time of day dropped", () => {
    expect(isoDate(46143.75)).toBe("2026-05-01");
    expect(isoDate(44681, true)).toBe("2026-05-01");
    expect(isoDate(0)).toBeUndefined();
    expect(isoDate(3e6)).toBeUndefined();
  });

  it("tells whether two dates share a calendar month", () => {
    expect(sameMonth("2026-05-01", "2026-05-31")).toBe(true);
    expect(sameMonth("2026-04-30", "2026-05-01")).toBe(false);
  });
});

describe("cardBrand", () => {
  it.each([
    ["Visa", "visa"],
    ["VISA", "visa"],
    ["MasterCard", "mastercard"],
    ["master", "mastercard"],
    ["american_express", "amex"],
    ["AMEX", "amex"],
    ["Discover", "discover"],
    ["JCB", "other"],
    ["Interac", "other"],
  ])("names %j %s", (text, brand) => {
    expect(cardBrand(text)).toBe(brand);
  });

  it("is undefined for a blank cell", () => {
    expect(cardBrand("  ")).toBeUndefined();
  });
});
