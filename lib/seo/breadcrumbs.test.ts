import { breadcrumbTrail, labelFromSegment } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("are hidden on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([]);
  });

  it("show Home then the page, the last crumb without a link", () => {
    expect(breadcrumbTrail("/level-2-3")).toEqual([
      { label: "Home", href: "/" },
      { label: "Level 2 & 3 Processing" },
    ]);
  });

  it("use the spec's rule for segments without a known label", () => {
    expect(labelFromSegment("funny-facebook-ad")).toBe("Funny facebook ad");
    expect(breadcrumbTrail("/self-serve-kiosks").at(-1)).toEqual({ label: "Self serve kiosks" });
  });

  it("show a segment that is not itself a page as text, not a link to a 404", () => {
    expect(breadcrumbTrail("/ebook/credit-card-savings")).toEqual([
      { label: "Home", href: "/" },
      { label: "Ebook" },
      { label: "Credit card savings" },
    ]);
  });
});
