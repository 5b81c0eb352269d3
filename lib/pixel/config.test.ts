import { isPixelExcludedPath, pixelCspSources, resolvePixelId } from "./config";

describe("resolvePixelId", () => {
  it.each([
    [undefined],
    [""],
    ["   "],
    ["YOUR_PIXEL_ID"],
    ["placeholder"],
    ["000000"],
    ["000000000000000"],
    ["111111111111111"],
    ["1234567890"],
    ["123456789012345"],
    ["12345"],
    ["98765432101234x"],
    ["<script>"],
  ])("keeps the pixel off for %p", (raw) => {
    expect(resolvePixelId(raw)).toBeNull();
  });

  it("accepts a numeric Meta pixel id, trimmed", () => {
    expect(resolvePixelId(" 730912846501327\n")).toBe("730912846501327");
  });
});

describe("isPixelExcludedPath", () => {
  it.each(["/", "/apply", "/apply/", "/contact", "/friends", "/statement-review"])(
    "excludes %s, which renders a lead form",
    (path) => {
      expect(isPixelExcludedPath(path)).toBe(true);
    },
  );

  it("excludes the page that shows a sender the figures read from their statement", () => {
    expect(isPixelExcludedPath("/statement-review/sent")).toBe(true);
  });

  it.each(["/about", "/applying", "/zero-fee", "/statement-review/link-expired"])(
    "allows %s",
    (path) => {
      expect(isPixelExcludedPath(path)).toBe(false);
    },
  );
});

describe("pixelCspSources", () => {
  it("allows no host at all while the pixel is off", () => {
    expect(pixelCspSources(null, "/about")).toEqual({ script: [], connect: [], img: [] });
  });

  it("allows Meta's script and event hosts when an id is configured", () => {
    expect(pixelCspSources("730912846501327", "/about")).toEqual({
      script: ["https://connect.facebook.net"],
      connect: ["https://www.facebook.com", "https://connect.facebook.net"],
      img: ["https://www.facebook.com"],
    });
  });

  it("allows no host on a page with a form, even when an id is configured", () => {
    expect(pixelCspSources("730912846501327", "/contact")).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });
});
