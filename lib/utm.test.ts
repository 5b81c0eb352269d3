import fc from "fast-check";
import { buildTrackedUrl, normaliseUtmValue, withUtm } from "./utm";

const base = "https://www.example.com/cash-discount";

describe("withUtm", () => {
  it("adds source, medium and campaign as utm_ parameters in a fixed order", () => {
    expect(
      withUtm(base, { source: "facebook", medium: "paid_social", campaign: "fee-check" }),
    ).toBe(`${base}?utm_source=facebook&utm_medium=paid_social&utm_campaign=fee-check`);
  });

  it("keeps existing query parameters and the fragment", () => {
    const url = withUtm("https://www.example.com/apply?ref=partner#start", {
      source: "linkedin",
      medium: "social",
      campaign: "q4",
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get("ref")).toBe("partner");
    expect(parsed.hash).toBe("#start");
    expect(parsed.searchParams.get("utm_campaign")).toBe("q4");
  });

  it("replaces utm values already on the URL instead of repeating them", () => {
    const url = withUtm(`${base}?utm_source=old&utm_term=stale`, {
      source: "facebook",
      medium: "social",
      campaign: "c",
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.getAll("utm_source")).toEqual(["facebook"]);
    expect(parsed.searchParams.has("utm_term")).toBe(false);
  });

  it("includes content and term only when they are filled", () => {
    const url = withUtm(base, {
      source: "s",
      medium: "m",
      campaign: "c",
      content: "carousel-b",
      term: "",
    });
    expect(url).toContain("utm_content=carousel-b");
    expect(url).not.toContain("utm_term");
  });

  it("encodes any value so that reading the URL back returns it unchanged", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const url = withUtm(base, { source: text, medium: "m", campaign: "c" });
        expect(new URL(url).searchParams.get("utm_source")).toBe(text);
      }),
    );
  });
});

describe("normaliseUtmValue", () => {
  it("lower-cases, trims and joins words with single hyphens", () => {
    expect(normaliseUtmValue("  Holiday  Rush 2025 ")).toBe("holiday-rush-2025");
  });

  it("keeps underscores, the usual spelling of paid_social", () => {
    expect(normaliseUtmValue("Paid_Social")).toBe("paid_social");
  });
});

describe("buildTrackedUrl", () => {
  it("returns the tracked URL with normalised values", () => {
    expect(
      buildTrackedUrl({
        url: base,
        source: "Facebook",
        medium: "Paid Social",
        campaign: "Fee Check",
      }),
    ).toEqual({
      ok: true,
      url: `${base}?utm_source=facebook&utm_medium=paid-social&utm_campaign=fee-check`,
    });
  });

  it("names every missing required field", () => {
    const result = buildTrackedUrl({ url: base, source: " ", medium: "", campaign: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        source: "Source is required",
        medium: "Medium is required",
        campaign: "Campaign is required",
      },
    });
  });

  it("rejects a destination that is not an absolute web address", () => {
    for (const url of ["/apply", "example.com", "javascript:alert(1)", "ftp://example.com"]) {
      const result = buildTrackedUrl({ url, source: "s", medium: "m", campaign: "c" });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.url).toMatch(/full web address/);
    }
  });

  it("refuses a value longer than 100 characters", () => {
    const result = buildTrackedUrl({
      url: base,
      source: "s",
      medium: "m",
      campaign: "c".repeat(101),
    });
    expect(result).toEqual({
      ok: false,
      errors: { campaign: "Campaign is too long: keep it under 100 characters" },
    });
  });

  it("never throws, whatever the fields contain", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (url, source, medium, campaign) => {
          expect(() => buildTrackedUrl({ url, source, medium, campaign })).not.toThrow();
        },
      ),
    );
  });
});
