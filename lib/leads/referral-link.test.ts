import fc from "fast-check";
import { referredBy } from "./referred-by";
import { referralLink, referrerFromQuery } from "./referral-link";

describe("the referral link", () => {
  it("carries the referrer's name to the form that reads it back", () => {
    const link = referralLink("https://www.example.com/apply", "  Jane Doe & Sons  ");
    expect(link).toBe("https://www.example.com/apply?ref=Jane+Doe+%26+Sons");
    expect(referrerFromQuery(new URL(link!).search)).toBe("Jane Doe & Sons");
  });

  it("offers no link without a name", () => {
    expect(referralLink("https://www.example.com/apply", "   ")).toBeNull();
  });

  it.each([
    "",
    "?topic=walkthrough",
    "?ref=",
    "?ref=%20%20",
    "?ref=Eve%0ABcc",
    "?ref=%E2%80%AEevil",
  ])("fills nothing in from %p", (search) => {
    expect(referrerFromQuery(search)).toBeNull();
  });

  it("never fills in a name the form's own field would refuse or change", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (raw) => {
        const name = referrerFromQuery(`?ref=${encodeURIComponent(raw)}`);
        if (name === null) return;
        expect(referredBy.check(name)).toEqual({ value: name });
      }),
      { numRuns: 500 },
    );
  });
});
