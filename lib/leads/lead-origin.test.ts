import { leadOrigin, splitPayload } from "./lead-origin";

describe("the page a lead came from", () => {
  it("keeps the path and the utm_* values, nothing else of the address", () => {
    expect(
      leadOrigin("https://site.example/friends?utm_source=qr&utm_medium=print&email=a%40b.c"),
    ).toEqual({ page: "/friends", utm: { source: "qr", medium: "print" } });
  });

  it("ignores a missing, malformed or non-web Referer", () => {
    for (const referer of [null, undefined, "", "not a url", "javascript:alert(1)"]) {
      expect(leadOrigin(referer)).toBeNull();
    }
  });

  it("cuts long values", () => {
    const origin = leadOrigin(`https://s.example/${"p".repeat(500)}?utm_term=${"t".repeat(500)}`);
    expect(origin?.page).toHaveLength(300);
    expect(origin?.utm.term).toHaveLength(100);
  });

  it("splits a stored payload into the origin and the visitor's answers", () => {
    const payload = { topic: "quote", _source: { page: "/contact", utm: { source: "x" } } };
    expect(splitPayload(payload)).toEqual({
      origin: { page: "/contact", utm: { source: "x" } },
      fields: { topic: "quote" },
    });
    expect(splitPayload({ topic: "quote" })).toEqual({ origin: null, fields: { topic: "quote" } });
  });
});
