import { isSameOriginRequest } from "./same-origin";

const site = "https://www.example.com";
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), site);

describe("isSameOriginRequest", () => {
  it("accepts what a browser marks same-origin, or a typed address", () => {
    expect(check({ "sec-fetch-site": "same-origin", origin: "https://evil.example" })).toBe(true);
    expect(check({ "sec-fetch-site": "none" })).toBe(true);
  });

  it("refuses what a browser marks cross-site or same-site, whatever Origin says", () => {
    expect(check({ "sec-fetch-site": "cross-site", origin: site })).toBe(false);
    expect(check({ "sec-fetch-site": "same-site", origin: site })).toBe(false);
  });

  it("without Sec-Fetch-Site, accepts an Origin naming the site or the host it was sent to", () => {
    expect(check({ origin: site })).toBe(true);
    expect(check({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" })).toBe(true);
    expect(
      check({ origin: "https://staging.example", "x-forwarded-host": "staging.example" }),
    ).toBe(true);
  });

  it("without Sec-Fetch-Site, refuses another Origin, an opaque one and a non-web scheme", () => {
    expect(check({ origin: "https://evil.example", host: "www.example.com" })).toBe(false);
    expect(check({ origin: "null", host: "www.example.com" })).toBe(false);
    expect(check({ origin: "file://", host: "www.example.com" })).toBe(false);
    expect(check({ origin: "https://www.example.com.evil.example" })).toBe(false);
  });

  it("accepts a request with neither header, which no browser sends for a post", () => {
    expect(check({})).toBe(true);
  });
});
