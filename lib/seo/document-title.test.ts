import { brandSuffix, documentTitle } from "./document-title";
import { serpLimits } from "./serp-limits";
import { textWidth } from "./text-width";

describe("the <title> a route emits", () => {
  it("adds the business name when the whole fits Google's desktop width", () => {
    expect(documentTitle("Referral Post Templates")).toBe(
      "Referral Post Templates | Lake Country Merchant Services",
    );
  });

  it("leaves the business name off a title it would push past the limit", () => {
    const title = "Cash Discount Program, Done to the Rules";
    expect(textWidth(`${title}${brandSuffix}`, 20)).toBeGreaterThan(serpLimits.title.desktopPx);
    expect(documentTitle(title)).toBe(title);
  });

  it("never names the business twice", () => {
    expect(documentTitle("About Lake Country Merchant Services")).toBe(
      "About Lake Country Merchant Services",
    );
    expect(documentTitle("Lake Country Merchant Services")).toBe("Lake Country Merchant Services");
  });
});
